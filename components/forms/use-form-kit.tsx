import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { lazyPart } from '@/components/ui/lazy-part';
import { LoadingState } from '@/components/ui/LoadStates';

export type FormKit = typeof import('./kit');

const kit = lazyPart(() => import('./kit'));

/** Starts loading the form kit (once; again after a failure) and returns it. */
export const loadFormKit: () => Promise<FormKit> = kit.load;

/** Formik, yup's builders and the fields, inside a form that `withFormKit` wraps (it suspends until they load). */
export function useFormKit(): FormKit {
  return kit.usePart();
}

function FormLoading() {
  const { t } = useTranslation('common');
  return <LoadingState label={t('loading')} reserve="min-h-40" />;
}

/**
 * A form that takes the kit from `useFormKit()`: the kit starts loading as soon as the module defining the
 * form runs (with its route, or with its dialog's chunk), the form shows a loading line until it is there,
 * and a kit that cannot load shows the retry in place of the form, not a white page. A dialog passes
 * `{ fallback: null }`: it opens when the kit is there (its own chunk is loading beside it).
 */
export function withFormKit<Props extends object>(
  Form: ComponentType<Props>,
  { fallback = <FormLoading /> }: { fallback?: ReactNode } = {},
): ComponentType<Props> {
  if (typeof window !== 'undefined') loadFormKit().catch(() => undefined);
  function WithFormKit(props: Props) {
    return (
      <ErrorBoundary>
        <Suspense fallback={fallback}>
          <Form {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  WithFormKit.displayName = `withFormKit(${Form.displayName ?? Form.name})`;
  return WithFormKit;
}
