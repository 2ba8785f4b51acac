import { readFileSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import houseStyle from './scripts/eslint-rules/logical-direction.mjs';
import ownStrings from './scripts/eslint-rules/own-strings.mjs';
import { restrictedImports } from './scripts/eslint-rules/restricted-imports.mjs';

/**
 * The layers, lowest first (docs/architecture.md "Layers"): a layer imports only from
 * the layers below it. `locales/` and `config/` sit beside them; `mocks/` is the
 * sandbox, reached from the app only through the sandbox switch (start-sequence) and
 * the sandbox's own screens, and from tests.
 */
const LAYERS = ['services', 'store', 'hooks', 'components', 'layouts', 'pages'];

export const layerZones = LAYERS.map((layer, index) => ({
  target: `./${layer}`,
  from: [...LAYERS.slice(index + 1).map((above) => `./${above}`), './mocks', './tests', './e2e'],
  message: `${layer}/ sits below ${LAYERS.slice(index + 1).join(', ')} and does not reach the sandbox or tests (docs/architecture.md "Layers").`,
})).concat([
  {
    target: './mocks',
    from: LAYERS.slice(2).map((layer) => `./${layer}`),
    message: 'The sandbox uses services/ and store/ only.',
  },
  {
    target: './locales',
    from: LAYERS.map((layer) => `./${layer}`).concat('./mocks'),
    message: 'locales/ is at the bottom.',
  },
]);

/**
 * The domains, as a user names them: THE list, config/domains.json (the lint zones here, the namespaces in
 * locales/keys.ts; docs/architecture.md "Where each domain lives" shows it as a table; tests/domains.test.ts
 * keeps the two equal and every folder either a domain or shared).
 * A domain has one folder in each layer that holds any of it (`services/offers/`, `hooks/offers/`,
 * `store/offers/`, `components/offers/`, and in the sandbox `mocks/{rules,data,tables,handlers}/offers/`) and one namespace
 * (`locales/<lang>/offers.json`). What every domain uses sits in its layer's shared folders.
 */
export const DOMAINS = JSON.parse(readFileSync(new URL('./config/domains.json', import.meta.url), 'utf8'));

/** Each layer's shared folders (the API client, the processes, ui/, the frame, the form kit), and the shared namespaces. */
export const SHARED = {
  services: ['api', 'lifecycle', 'shared'],
  hooks: ['shared'],
  store: ['shared'],
  components: ['ui', 'layout', 'forms'],
  'mocks/rules': ['shared'],
  'mocks/data': ['shared'],
  'mocks/tables': ['shared'],
  'mocks/handlers': ['shared'],
  locales: ['common', 'MESSAGES', 'validation'],
};

const DOMAIN_LAYERS = ['services', 'hooks', 'store', 'components'];

/**
 * The shell is composition, not shared: components/shell is the app's start as _app and _document render it
 * (the start sequence and its gate, the overlay, the toasts, the error boundary, the password gate, the
 * worker's registration, the head's scripts). Like layouts/ and pages/ it wires the domains together (the
 * 401's session expiry, the profile, the drafts' claim on sign-in, a provider's profile asked early),
 * through their public entries; nothing below it imports it, neither a shared folder nor a domain
 * (bulletproof-react's app/ layer). What the frame and the screens took from it is shared:
 * components/ui/Logo.tsx, hooks/shared/first-paint.ts.
 */
export const COMPOSITION = { components: ['shell'] };

/**
 * Another domain's internals are imported only through its public entry (`<layer>/<domain>/index.ts`,
 * `@/<layer>/<domain>`): for each domain and layer, a zone refuses `<layer>/<domain>/**` to every file
 * outside the domain (the shared folders, the layouts and the sandbox included). The domain's own
 * folders in the other layers import it directly; pages render their screen by file; tests reach
 * anything (their override below). The sandbox's own zones: `sandboxZones`.
 */
export const domainZones = DOMAINS.flatMap((domain) =>
  DOMAIN_LAYERS.map((layer) => ({
    target: [
      ...DOMAIN_LAYERS.flatMap((other) => [`./${other}/!(${domain})/**`, `./${other}/*.*`]),
      './layouts',
      './mocks',
    ],
    from: `./${layer}/${domain}`,
    except: ['./index.ts'],
    message: `Import ${domain} through its public entry (@/${layer}/${domain}), or move what both sides need to a shared folder of ${layer}/ (docs/architecture.md "Where each domain lives").`,
  })),
);

/** The app's shared folders (`services/api`, …, `components/layout`); the sandbox's (mocks/handlers/shared) are its own. */
export const SHARED_FOLDERS = DOMAIN_LAYERS.flatMap((layer) => SHARED[layer].map((folder) => `${layer}/${folder}`));

/** The composition's folders inside a layer (`components/shell`); layouts/ and pages/ are layers of their own. */
const COMPOSITION_FOLDERS = DOMAIN_LAYERS.flatMap((layer) =>
  (COMPOSITION[layer] ?? []).map((folder) => `./${layer}/${folder}`),
);

/**
 * Shared code never imports a domain (bulletproof-react's "shared code never imports features"): a file in
 * a shared folder imports no domain folder of any layer, not even its public entry, in any form (a type, an
 * `import()`, a relative path), nor the composition. What shared code needs from a domain is handed in by
 * the composition (layouts/SiteHeader.tsx gives the header its bell, menus with logout, role switch and the
 * language's save), as the API client gets the store's context through `initApiClient`. A domain does not
 * import the composition either (docs/architecture.md "Layers").
 */
export const sharedZones = [
  {
    target: SHARED_FOLDERS.map((folder) => `./${folder}`),
    from: [...DOMAIN_LAYERS, 'mocks/handlers']
      .flatMap((layer) => DOMAINS.map((domain) => `./${layer}/${domain}`))
      .concat(COMPOSITION_FOLDERS),
    message:
      'Shared code imports no domain and no composition: layouts/ or the shell hands in what it needs (docs/architecture.md "Layers").',
  },
  {
    target: DOMAINS.map((domain) => `./components/${domain}`),
    from: COMPOSITION_FOLDERS,
    message:
      'A domain does not import the composition (components/shell, the app\'s start); move what both need to a shared folder (docs/architecture.md "Layers").',
  },
];

/**
 * The sandbox's layers, lowest first (mocks/README.md "Layers"): a layer imports only from the layers
 * below it. Each holds one folder per domain of `DOMAINS` and a `shared/` one, which imports no domain;
 * the kernel (`mocks/shared/`: the clock, the state, the route toolkit) sits below the tables. A
 * handler group never imports another.
 */
const SANDBOX_LAYERS = ['rules', 'data', 'tables', 'handlers'];

const sandboxDomainFolders = DOMAINS.flatMap((domain) => SANDBOX_LAYERS.map((layer) => `./mocks/${layer}/${domain}`));

export const sandboxZones = SANDBOX_LAYERS.slice(0, -1)
  .map((layer, index) => ({
    target: `./mocks/${layer}`,
    from: SANDBOX_LAYERS.slice(index + 1).map((above) => `./mocks/${above}`),
    message: `mocks/${layer}/ sits below ${SANDBOX_LAYERS.slice(index + 1).join(', ')} (mocks/README.md "Layers").`,
  }))
  .concat(
    {
      target: './mocks/shared',
      from: ['./mocks/tables', './mocks/handlers'],
      message: 'The kernel sits below the tables and handlers (mocks/README.md "Layers").',
    },
    SANDBOX_LAYERS.map((layer) => ({
      target: `./mocks/${layer}/shared`,
      from: sandboxDomainFolders,
      message: `mocks/${layer}/shared/ is what every domain uses: it imports no domain; move the part a domain needs into the domain's folder (mocks/README.md).`,
    })),
    DOMAINS.map((domain) => ({
      target: `./mocks/handlers/${domain}`,
      from: DOMAINS.filter((other) => other !== domain).map((other) => `./mocks/handlers/${other}`),
      message:
        'Handler groups share code through mocks/tables/ and mocks/handlers/shared/, not through one another (mocks/README.md).',
    })),
  );

/**
 * Every state a request or an offer can be in (services/lifecycle/: REQUEST_STATUSES,
 * OFFER_STATUSES, OFFER_OUTCOMES; tests/lifecycle-lint.test.ts keeps this list equal to them).
 */
const LIFECYCLE_STATES = [
  'open',
  'offers_received',
  'provider_hired',
  'completed',
  'cancelled',
  'closed',
  'pending',
  'hired',
  'rejected',
  'rejected_by_client',
  'rejected_by_system',
  'withdrawn',
];

const STATE_LITERAL = `/^(${LIFECYCLE_STATES.join('|')})$/`;
const STATE_FIELD = '/^(status|outcome)$/';
const STATUS_MESSAGE =
  'Screens read what a party sees from requestView/jobView/offerView (services/lifecycle/), never a status compared by hand (docs/architecture.md "Lifecycles").';

/** A status (or outcome) compared with a lifecycle state, either way round, or switched on. */
const statusComparisons = [
  `BinaryExpression[operator=/^[!=]==?$/]:matches([left.property.name=${STATE_FIELD}], [left.name=${STATE_FIELD}])[right.value=${STATE_LITERAL}]`,
  `BinaryExpression[operator=/^[!=]==?$/]:matches([right.property.name=${STATE_FIELD}], [right.name=${STATE_FIELD}])[left.value=${STATE_LITERAL}]`,
  `SwitchStatement:matches([discriminant.property.name=${STATE_FIELD}], [discriminant.name=${STATE_FIELD}]) > SwitchCase > Literal.test[value=${STATE_LITERAL}]`,
].map((selector) => ({ selector, message: STATUS_MESSAGE }));

/** The sandbox switch and the sandbox's own screens may import mocks/. */
const SANDBOX_DOORS = ['components/shell/start-sequence.ts', 'components/sandbox/**'];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...domainZones, ...sharedZones, ...sandboxZones] },
      ],
      // One import order everywhere (`npm run format` applies it): Node, packages, then ours by path, then relative.
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index'], 'type'],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  ...restrictedImports,
  {
    files: SANDBOX_DOORS,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones.map((zone) => ({ ...zone, from: zone.from.filter((from) => from !== './mocks') })),
            ...domainZones,
            ...sharedZones,
            ...sandboxZones,
          ],
        },
      ],
    },
  },
  {
    files: ['components/**/*.ts', 'components/**/*.tsx', 'layouts/**/*.ts', 'layouts/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...statusComparisons] },
  },
  {
    // Right-to-left by construction: logical utilities only, DirectionalIcon for icons that follow the text.
    files: ['components/**/*.{ts,tsx}', 'layouts/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'house-style': houseStyle },
    rules: { 'house-style/logical-direction': 'error' },
  },
  {
    // A screen reads its own domain's strings and the shared ones (scripts/eslint-rules/own-strings.mjs).
    files: ['components/**/*.{ts,tsx}', 'hooks/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'own-strings': ownStrings },
    rules: { 'own-strings/own-strings': ['error', { domains: DOMAINS, shared: SHARED.locales }] },
  },
  {
    // The one place an icon is mirrored for the reading direction.
    files: ['components/ui/DirectionalIcon.tsx'],
    rules: { 'house-style/logical-direction': 'off' },
  },
  {
    // Tests may reach any layer (the sandbox, the store, a screen) to set up and observe.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-kit.ts', 'tests/**', 'e2e/**'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // Command-line scripts report on stdout.
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The plain reference app (docs/performance.md) is the card's packages used the plain way: its sign-in
    // imports Formik and yup itself, as an app without the form kit would.
    files: ['scripts/lighthouse-reference/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright fixtures receive a `use` callback that is not a React hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'scripts/lighthouse-reference/.next/**',
    'scripts/lighthouse-reference/.next-*/**',
    'out/**',
    'next-env.d.ts',
    'public/**',
    'playwright-report/**',
    'test-results/**',
  ]),
]);
