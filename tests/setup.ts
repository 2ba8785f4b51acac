import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { takeUntranslated } from '@/mocks/http';
import { resetSandbox, server } from '@/mocks/node';
import { initApiClient } from '@/services/api-client';
import { appStore } from '@/store/app-store';
import { requestContext } from '@/store/request-context';

// jsdom has no matchMedia (react-hot-toast asks for prefers-reduced-motion): nothing matches.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// Requests go to the page's origin, as in the browser sandbox.
// jsdom has no object URLs; previews of picked photos only need a string.
URL.createObjectURL ??= () => 'blob:test-preview';
URL.revokeObjectURL ??= () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetSandbox();
  localStorage.clear();
  sessionStorage.clear();
  appStore.reset();
  // As the start sequence does: every call carries the store's language, country and token.
  initApiClient({ onSessionExpired: () => undefined, context: requestContext });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Every message the sandbox wrote in this test has its Arabic (mocks/data/messages-ar.ts).
  const untranslated = takeUntranslated();
  if (untranslated.length) throw new Error(`The sandbox sent messages with no Arabic (mocks/data/messages-ar.ts): ${untranslated.join(' | ')}`);
});
afterAll(() => server.close());
