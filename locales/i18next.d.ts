import 'i18next';
import type auth from './en/auth.json';
import type balance from './en/balance.json';
import type catalogue from './en/catalogue.json';
import type common from './en/common.json';
import type content from './en/content.json';
import type home from './en/home.json';
import type jobs from './en/jobs.json';
import type MESSAGES from './en/MESSAGES.json';
import type notifications from './en/notifications.json';
import type offers from './en/offers.json';
import type providerAccount from './en/provider-account.json';
import type providerProfile from './en/provider-profile.json';
import type requests from './en/requests.json';
import type reviews from './en/reviews.json';
import type sandbox from './en/sandbox.json';
import type settings from './en/settings.json';
import type validation from './en/validation.json';

/**
 * Translation keys are checked by the compiler: `t('…')`, `<Trans i18nKey>` and a
 * `validation:`/`MESSAGES:` key of a typo fail `npm run typecheck`. The English files are
 * the reference; tests/locales.test.ts keeps the Arabic ones to the same keys.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: {
      auth: typeof auth;
      balance: typeof balance;
      catalogue: typeof catalogue;
      common: typeof common;
      content: typeof content;
      home: typeof home;
      jobs: typeof jobs;
      MESSAGES: typeof MESSAGES;
      notifications: typeof notifications;
      offers: typeof offers;
      'provider-account': typeof providerAccount;
      'provider-profile': typeof providerProfile;
      requests: typeof requests;
      reviews: typeof reviews;
      sandbox: typeof sandbox;
      settings: typeof settings;
      validation: typeof validation;
    };
  }
}
