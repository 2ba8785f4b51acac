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
        ink: {
          DEFAULT: '#1F2937',
          muted: '#4B5563',
          faint: '#5B6472',
        },
      },
      fontFamily: {
        sans: ['"IBM Plex Sans Arabic"', 'system-ui', 'sans-serif'],
      },
    },
  },
};

export default config;
