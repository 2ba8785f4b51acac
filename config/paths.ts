import type { Namespace } from '../locales/translation-files';

/**
 * Every route of the app, one entry each: `getHref(...)` builds its href (the role first where the
 * same screen exists for both sides, then the ids, then the query parameters it reads, typed);
 * `route` is how the README's route map writes it (`<role>` for either prefix, `{id}` for an id);
 * `namespaces` are the translations its first screen reads besides the start's (`common`,
 * `MESSAGES`), one list, or one per side where the two sides' screens differ (the home): the start
 * loads them with those, and `pages/_document` preloads their files from the HTML
 * (config/route-namespaces.ts). A part that loads later (a dialog, a lazy chunk) names its own in
 * `useTranslation` and loads them when it renders.
 * Links, redirects, notification targets and e2e build their paths here and nowhere else
 * (tests/route-literals.test.ts fails on a route string written anywhere else; config/paths.test.ts
 * checks each entry against `pages/` and the README's map).
 */

/** The two sides of the marketplace; a page's side is told by its path prefix. */
export type Role = 'client' | 'provider';

export const ROLE_PREFIX: Record<Role, string> = {
  client: '/clients',
  provider: '/service-providers',
};

type Id = number | string;
type Query = Record<string, string | number | undefined>;

/** `path?a=1&b=2`, leaving out the parameters not given. */
function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const at = (role: Role, rest: string): string => `${ROLE_PREFIX[role]}${rest}`;
const client = (rest: string): string => at('client', rest);
const provider = (rest: string): string => at('provider', rest);

/** Where an auth page sends the person afterwards (a same-site path; services/shared/routes.ts `safeNextPath` judges it). */
type Next = { next?: string };
/** An emailed link's one-time token. */
type Token = { token?: string };

/** A first screen's namespaces: the same for both sides, or each side's where their screens differ. */
export type RouteNamespaces = readonly Namespace[] | Readonly<Record<Role, readonly Namespace[]>>;

interface RouteEntry {
  route: string;
  namespaces: RouteNamespaces;
  getHref: (...args: never[]) => string;
}
type RouteTable = { readonly [name: string]: RouteEntry | RouteTable };

export const paths = {
  root: { route: '/', namespaces: [], getHref: () => '/' },
  roleRoot: { route: '/<role>', namespaces: [], getHref: (role: Role) => ROLE_PREFIX[role] },
  /** The installed app's start URL (config/app-manifest.ts): sends on to the stored role's home (components/shell/AppStart). */
  appStart: { route: '/start', namespaces: [], getHref: () => '/start' },
  /** Each side's own home (components/home/HomeScreen, ProviderHomeScreen). */
  home: {
    route: '/<role>/homepage',
    namespaces: { client: ['home'], provider: ['home'] },
    getHref: (role: Role) => at(role, '/homepage'),
  },

  services: { route: '/<role>/services', namespaces: ['catalogue'], getHref: (role: Role) => at(role, '/services') },
  category: {
    route: '/<role>/categories/{categoryId}',
    namespaces: ['catalogue'],
    getHref: (role: Role, categoryId: Id) => at(role, `/categories/${categoryId}`),
  },
  service: {
    route: '/<role>/services/{subServiceId}',
    namespaces: ['catalogue'],
    getHref: (role: Role, subServiceId: Id) => at(role, `/services/${subServiceId}`),
  },
  /** The question form over the client's service page. */
  requestForm: {
    route: '/clients/services/{subServiceId}?request=1',
    // The service page's: the form is its lazy dialog, which loads its own (the page is what the HTML preloads).
    namespaces: ['catalogue'],
    getHref: (subServiceId: Id) => withQuery(client(`/services/${subServiceId}`), { request: 1 }),
  },

  myRequests: {
    route: '/clients/my-requests',
    namespaces: ['requests'],
    getHref: (query?: { tab?: 'previous' }) => withQuery(client('/my-requests'), query),
  },
  /** `section: 'offers'` opens it at its offers, where the client compares them (OffersSection's anchor). */
  request: {
    route: '/clients/my-requests/{requestId}',
    namespaces: ['offers', 'provider-profile', 'requests', 'reviews', 'validation'],
    getHref: (requestId: Id, section?: 'offers') => client(`/my-requests/${requestId}${section ? `#${section}` : ''}`),
  },
  offer: {
    route: '/clients/offers/{offerId}',
    namespaces: ['offers', 'provider-profile', 'reviews', 'validation'],
    getHref: (offerId: Id) => client(`/offers/${offerId}`),
  },
  providerProfile: {
    route: '/clients/providers/{userId}',
    namespaces: ['provider-profile', 'reviews', 'validation'],
    getHref: (userId: Id) => client(`/providers/${userId}`),
  },
  /** The ratings I received: a client's from providers, a provider's from clients. */
  reviews: {
    route: '/<role>/reviews',
    namespaces: ['reviews'],
    getHref: (role: Role) => at(role, '/reviews'),
  },
  notifications: {
    route: '/<role>/notifications',
    namespaces: ['notifications'],
    getHref: (role: Role) => at(role, '/notifications'),
  },

  articles: { route: '/<role>/articles', namespaces: ['content'], getHref: (role: Role) => at(role, '/articles') },
  article: {
    route: '/<role>/articles/{articleId}',
    namespaces: ['content'],
    getHref: (role: Role, articleId: Id) => at(role, `/articles/${articleId}`),
  },
  helpCenter: {
    route: '/<role>/help-center',
    namespaces: ['content'],
    getHref: (role: Role) => at(role, '/help-center'),
  },
  /** A help topic; `anchor` opens and scrolls to one question (services/content/help-search.ts `questionAnchor`). */
  helpTopic: {
    route: '/<role>/help-center/{topicId}',
    namespaces: ['content'],
    getHref: (role: Role, topicId: Id, anchor?: string) =>
      at(role, `/help-center/${topicId}${anchor ? `#${anchor}` : ''}`),
  },
  aboutUs: {
    route: '/<role>/about-us',
    namespaces: ['content'],
    getHref: (role: Role) => at(role, '/about-us'),
  },
  dataAndPrivacy: {
    route: '/<role>/data-and-privacy',
    namespaces: ['content'],
    getHref: (role: Role) => at(role, '/data-and-privacy'),
  },
  termsOfUse: {
    route: '/<role>/terms-of-use',
    namespaces: ['content'],
    getHref: (role: Role) => at(role, '/terms-of-use'),
  },
  safetyAndSecurity: {
    route: '/<role>/safety-and-security',
    namespaces: ['content'],
    getHref: (role: Role) => at(role, '/safety-and-security'),
  },
  tipsForDealing: {
    route: '/<role>/tips-for-dealing',
    namespaces: ['content'],
    getHref: (role: Role) => at(role, '/tips-for-dealing'),
  },
  testimonials: {
    route: '/<role>/testimonials',
    namespaces: ['content'],
    getHref: (role: Role) => at(role, '/testimonials'),
  },
  contactUs: {
    route: '/<role>/contact-us',
    namespaces: ['content', 'validation'],
    getHref: (role: Role) => at(role, '/contact-us'),
  },

  jobOpportunities: {
    route: '/service-providers/job-opportunities',
    namespaces: ['jobs', 'provider-account'],
    getHref: (query?: { timing?: string; offers?: number; view?: 'hidden' }) =>
      withQuery(provider('/job-opportunities'), query),
  },
  job: {
    route: '/service-providers/job-opportunities/{requestId}',
    namespaces: ['jobs', 'offers', 'provider-profile', 'requests', 'reviews', 'validation'],
    getHref: (requestId: Id) => provider(`/job-opportunities/${requestId}`),
  },
  submittedOffers: {
    route: '/service-providers/submitted-offers',
    namespaces: ['jobs', 'offers', 'provider-account'],
    getHref: (query?: { status?: string }) => withQuery(provider('/submitted-offers'), query),
  },
  scheduledWorks: {
    route: '/service-providers/scheduled-works',
    namespaces: ['jobs', 'provider-account', 'provider-profile', 'reviews'],
    getHref: (query?: { tab?: 'completed' }) => withQuery(provider('/scheduled-works'), query),
  },
  work: {
    route: '/service-providers/scheduled-works/{requestId}',
    namespaces: ['jobs', 'provider-profile', 'requests', 'reviews', 'validation'],
    getHref: (requestId: Id) => provider(`/scheduled-works/${requestId}`),
  },
  createAccount: {
    route: '/service-providers/create-account',
    namespaces: ['auth', 'provider-account', 'validation'],
    getHref: (query?: { step?: string }) => withQuery(provider('/create-account'), query),
  },
  myServices: {
    route: '/service-providers/my-services',
    namespaces: ['provider-account', 'validation'],
    getHref: () => provider('/my-services'),
  },
  servicesLocation: {
    route: '/service-providers/services-location',
    namespaces: ['provider-account', 'validation'],
    getHref: () => provider('/services-location'),
  },
  /** `payment`: the top-up the gateway sent the browser back about. */
  balance: {
    route: '/service-providers/balance',
    namespaces: ['balance', 'provider-account', 'validation'],
    getHref: (query?: { payment?: string }) => withQuery(provider('/balance'), query),
  },
  spendingLimit: {
    route: '/service-providers/spending-limit',
    namespaces: ['balance', 'provider-account', 'validation'],
    getHref: () => provider('/spending-limit'),
  },

  auth: {
    login: {
      route: '/<role>/auth/login',
      namespaces: ['auth', 'validation'],
      getHref: (role: Role, query?: Next) => withQuery(at(role, '/auth/login'), query),
    },
    register: {
      route: '/<role>/auth/register',
      namespaces: ['auth', 'validation'],
      getHref: (role: Role, query?: Next) => withQuery(at(role, '/auth/register'), query),
    },
    verifyEmail: {
      route: '/<role>/auth/verify-email',
      namespaces: ['auth', 'validation'],
      getHref: (role: Role, query?: Token) => withQuery(at(role, '/auth/verify-email'), query),
    },
    forgotPassword: {
      route: '/<role>/auth/forgot-password',
      namespaces: ['auth', 'validation'],
      getHref: (role: Role, query?: Next) => withQuery(at(role, '/auth/forgot-password'), query),
    },
    resetPassword: {
      route: '/<role>/auth/resetPassword',
      namespaces: ['auth', 'validation'],
      getHref: (role: Role, query?: Token) => withQuery(at(role, '/auth/resetPassword'), query),
    },
    /** Google's redirect target: the one-time `code` and the `state` saved before leaving. */
    googleCallback: {
      route: '/<role>/auth/google-callback',
      namespaces: ['auth', 'validation'],
      getHref: (role: Role, query?: { code?: string; state?: string }) =>
        withQuery(at(role, '/auth/google-callback'), query),
    },
  },

  settings: {
    index: {
      route: '/<role>/settings',
      namespaces: ['provider-account', 'settings'],
      getHref: (role: Role) => at(role, '/settings'),
    },
    account: {
      route: '/<role>/settings/account',
      namespaces: ['provider-account', 'settings'],
      getHref: (role: Role) => at(role, '/settings/account'),
    },
    editProfile: {
      route: '/<role>/settings/edit-profile',
      namespaces: ['settings', 'validation'],
      getHref: (role: Role) => at(role, '/settings/edit-profile'),
    },
    addresses: {
      route: '/<role>/settings/addresses',
      namespaces: ['settings'],
      getHref: (role: Role) => at(role, '/settings/addresses'),
    },
    changePassword: {
      route: '/<role>/settings/change-password',
      namespaces: ['settings', 'validation'],
      getHref: (role: Role) => at(role, '/settings/change-password'),
    },
    /** Which events notify, quiet hours, and push on this device (issue 35). */
    notifications: {
      route: '/<role>/settings/notifications',
      namespaces: ['notifications', 'settings'],
      getHref: (role: Role) => at(role, '/settings/notifications'),
    },
    closeAccount: {
      route: '/<role>/settings/close-account',
      namespaces: ['settings', 'validation'],
      getHref: (role: Role) => at(role, '/settings/close-account'),
    },
  },

  /** Sandbox mode only (a 404 in live builds). */
  sandbox: {
    inbox: { route: '/sandbox/inbox', namespaces: [], getHref: () => '/sandbox/inbox' },
    googleAuth: {
      route: '/sandbox/google-auth',
      namespaces: [],
      getHref: (query?: { redirect_uri?: string; state?: string }) => withQuery('/sandbox/google-auth', query),
    },
    /** `return`: the same-site path the simulated gateway sends the browser back to. */
    payment: {
      route: '/sandbox/payment',
      namespaces: [],
      getHref: (query?: { payment?: string; return?: string }) => withQuery('/sandbox/payment', query),
    },
  },
} as const satisfies RouteTable;
