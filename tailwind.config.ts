import type { Config } from 'tailwindcss';

/**
 * Loaded by styles/globals.css through `@config`. Colours come from the spec:
 * provider green #139D86, client blue #4E89DE. Breakpoints are the spec's
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
          DEFAULT: '#4E89DE',
          dark: '#2F6BC2',
          soft: '#EAF1FC',
        },
        provider: {
          DEFAULT: '#139D86',
          dark: '#0E7A68',
          soft: '#E6F5F2',
        },
        ink: {
          DEFAULT: '#1F2937',
          muted: '#4B5563',
          faint: '#6B7280',
        },
      },
      fontFamily: {
        sans: ['"IBM Plex Sans Arabic"', 'system-ui', 'sans-serif'],
      },
    },
  },
};

export default config;
