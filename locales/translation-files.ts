import type { ALL_NAMESPACES } from './keys';
import type { Language } from './languages';

/** A translation namespace: one JSON file per language (`locales/<language>/<namespace>.json`). */
export type Namespace = (typeof ALL_NAMESPACES)[number];

/**
 * Each namespace's file as the bundler emits it: `new URL(…, import.meta.url)` is an asset reference
 * (Turbopack, webpack and Vite alike), so the build copies the JSON as is to a content-hashed URL
 * (`/_next/static/media/home.<hash>.json`, served immutable) and puts that URL here (its `href` is the
 * path alone in a build: Turbopack's relative URL). i18next fetches
 * a namespace from it (locales/i18n.ts) and `pages/_document` preloads a route's from the same table.
 * Written out, one line a file: a bundler resolves only a literal path.
 */
export const TRANSLATION_FILES: Readonly<Record<Language, Readonly<Record<Namespace, URL>>>> = {
  ar: {
    common: new URL('./ar/common.json', import.meta.url),
    MESSAGES: new URL('./ar/MESSAGES.json', import.meta.url),
    validation: new URL('./ar/validation.json', import.meta.url),
    auth: new URL('./ar/auth.json', import.meta.url),
    settings: new URL('./ar/settings.json', import.meta.url),
    catalogue: new URL('./ar/catalogue.json', import.meta.url),
    home: new URL('./ar/home.json', import.meta.url),
    content: new URL('./ar/content.json', import.meta.url),
    requests: new URL('./ar/requests.json', import.meta.url),
    offers: new URL('./ar/offers.json', import.meta.url),
    jobs: new URL('./ar/jobs.json', import.meta.url),
    reviews: new URL('./ar/reviews.json', import.meta.url),
    'provider-account': new URL('./ar/provider-account.json', import.meta.url),
    balance: new URL('./ar/balance.json', import.meta.url),
    'provider-profile': new URL('./ar/provider-profile.json', import.meta.url),
    notifications: new URL('./ar/notifications.json', import.meta.url),
    sandbox: new URL('./ar/sandbox.json', import.meta.url),
  },
  en: {
    common: new URL('./en/common.json', import.meta.url),
    MESSAGES: new URL('./en/MESSAGES.json', import.meta.url),
    validation: new URL('./en/validation.json', import.meta.url),
    auth: new URL('./en/auth.json', import.meta.url),
    settings: new URL('./en/settings.json', import.meta.url),
    catalogue: new URL('./en/catalogue.json', import.meta.url),
    home: new URL('./en/home.json', import.meta.url),
    content: new URL('./en/content.json', import.meta.url),
    requests: new URL('./en/requests.json', import.meta.url),
    offers: new URL('./en/offers.json', import.meta.url),
    jobs: new URL('./en/jobs.json', import.meta.url),
    reviews: new URL('./en/reviews.json', import.meta.url),
    'provider-account': new URL('./en/provider-account.json', import.meta.url),
    balance: new URL('./en/balance.json', import.meta.url),
    'provider-profile': new URL('./en/provider-profile.json', import.meta.url),
    notifications: new URL('./en/notifications.json', import.meta.url),
    sandbox: new URL('./en/sandbox.json', import.meta.url),
  },
};
