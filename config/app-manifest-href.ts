import type { Language } from '@/locales/languages';

/**
 * Where a language's web app manifest is served (written by config/app-manifest.ts at build; linked
 * by components/shell/later-loads.ts). A module of its own: the manifests' writer reads node:fs and
 * both languages' `common`, which the browser's code must not carry.
 */
export const manifestHref = (language: Language): string => `/manifest.${language}.webmanifest`;
