import type { Config } from 'tailwindcss';

/**
 * Loaded by styles/globals.css through `@config`. The spec's provider green #139D86
 * and client blue #4E89DE stay the loading spinner's colours (LoadingOverlay) and the
 * `*-bright` accents for large shapes; as text or behind white text they reach only
 * 3.4:1, so buttons, links and text use the darker shades below, which pass WCAG AA
 * (4.5:1) on white and on the `soft` tints (contrast in docs/architecture.md). Breakpoints are the spec's
 * screen-size states: ≤640 mobile, 641–1279 tablet, ≥1280 desktop.
 */
const config: Config = {
  content: ['./pages/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './layouts/**/*.{ts,tsx}', './mocks/**/*.{ts,tsx}'],
  theme: {
    screens: {
      tablet: '641px',
      desktop: '1280px',
    },
    extend: {
      colors: {
        brand: {
          DEFAULT: '#2F6BC2',
          dark: '#255AA8',
          bright: '#4E89DE',
          soft: '#EAF1FC',
        },
        provider: {
          DEFAULT: '#0E7A68',
          dark: '#0B6B5A',
          bright: '#139D86',
          soft: '#E6F5F2',
        },
        // Tailwind's default palette in hex (its v3 values): the oklch defaults make v4 print every
        // colour twice (a hex fallback and an @supports lab() block) in the one global stylesheet
        // that every first load carries. Only the families the screens use.
        slate: {
          50: '#f8fafc',
          100: '#f1f5f9',
          200: '#e2e8f0',
          300: '#cbd5e1',
          400: '#94a3b8',
          500: '#64748b',
          600: '#475569',
          700: '#334155',
          800: '#1e293b',
          900: '#0f172a',
        },
        red: {
          50: '#fef2f2',
          100: '#fee2e2',
          200: '#fecaca',
          300: '#fca5a5',
          400: '#f87171',
          500: '#ef4444',
          600: '#dc2626',
          700: '#b91c1c',
          800: '#991b1b',
          900: '#7f1d1d',
        },
        green: {
          50: '#f0fdf4',
          100: '#dcfce7',
          200: '#bbf7d0',
          300: '#86efac',
          400: '#4ade80',
          500: '#22c55e',
          600: '#16a34a',
          700: '#15803d',
          800: '#166534',
          900: '#14532d',
        },
        amber: {
          50: '#fffbeb',
          100: '#fef3c7',
          200: '#fde68a',
          300: '#fcd34d',
          400: '#fbbf24',
          500: '#f59e0b',
          600: '#d97706',
          700: '#b45309',
          800: '#92400e',
          900: '#78350f',
        },
        blue: {
          50: '#eff6ff',
          100: '#dbeafe',
          200: '#bfdbfe',
          300: '#93c5fd',
          400: '#60a5fa',
          500: '#3b82f6',
          600: '#2563eb',
          700: '#1d4ed8',
          800: '#1e40af',
          900: '#1e3a8a',
        },
        ink: {
          DEFAULT: '#1F2937',
          muted: '#4B5563',
          faint: '#5B6472',
        },
      },
      fontFamily: {
        sans: ['"IBM Plex Sans Arabic"', '"IBM Plex Sans Arabic Latin"', 'system-ui', 'sans-serif'],
      },
    },
  },
};

export default config;
