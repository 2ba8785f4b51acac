// The imports the house refuses by name (eslint.config.mjs spreads these blocks): TanStack's useMutation
// (every mutation goes through useGuardedMutation), next/link (every link is components/ui/Link) and the
// form stack outside the form kit.

const USE_MUTATION = {
  name: '@tanstack/react-query',
  importNames: ['useMutation'],
  message: 'Use useGuardedMutation (hooks/shared/use-guarded-mutation.ts).',
};

/** A link in view prefetches nothing: next/link would run the route's code while the browser idles (issue 42). */
const NEXT_LINK = {
  name: 'next/link',
  message: 'Use Link from @/components/ui/Link: it prefetches on hover and touch, not every link in view.',
};

/**
 * Formik, yup and the form fields load once, as one chunk (components/forms/kit.ts, issue 42): a form
 * takes them from `useFormKit()`, a schema from the `yup` it is handed. Their types may be imported anywhere.
 */
const FORM_KIT_PACKAGES = ['formik', 'yup'];
const FORM_KIT_MESSAGE =
  'Take Formik, yup and the fields from useFormKit() (components/forms/use-form-kit.tsx): imported here, they are copied into this route\'s chunk (docs/architecture.md "Forms").';

/** The `no-restricted-imports` blocks, in order: the rule everywhere, then its exceptions. */
export const restrictedImports = [
  {
    // Every mutation runs once at a time (hooks/shared/use-guarded-mutation.ts): a double tap sends once.
    ignores: ['hooks/shared/use-guarded-mutation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            USE_MUTATION,
            NEXT_LINK,
            ...FORM_KIT_PACKAGES.map((name) => ({ name, allowTypeImports: true, message: FORM_KIT_MESSAGE })),
          ],
          patterns: [
            {
              regex: '^@/components/forms/(?!use-form-kit$)',
              allowTypeImports: true,
              message: FORM_KIT_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  {
    // The form kit itself, and the tests and the sandbox (no route chunk to keep light).
    files: ['components/forms/**', 'mocks/**', '**/*.test.ts', '**/*.test.tsx', '**/*.test-kit.ts', 'tests/**'],
    ignores: ['hooks/shared/use-guarded-mutation.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [USE_MUTATION, NEXT_LINK] }] },
  },
];
