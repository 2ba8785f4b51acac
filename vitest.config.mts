import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'e2e/**', '.next/**', '.next-*/**'],
    // Two cores here: threads are cheaper than forks and keep the suite parallel but lean.
    pool: 'threads',
    maxWorkers: 2,
    // A whole journey (ask, hire, rate) takes 2–8 s alone and up to 28 s at load 18 (four suites at
    // once): the timeout catches a hang, never a slow machine.
    testTimeout: 120_000,
    env: { NEXT_PUBLIC_API_BASE_URL: '' },
  },
});
