import { useFormikContext } from 'formik';
import { Spinner } from '@/components/ui/Spinner';
import type { ReactNode } from 'react';

/** Disabled, with a spinner, while the form is submitting. */
export function SubmitButton({
  children,
  className = 'btn-primary w-full',
}: {
  children: ReactNode;
  className?: string;
}) {
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" className={className} disabled={isSubmitting} aria-busy={isSubmitting}>
      {isSubmitting && <Spinner />}
      {children}
    </button>
  );
}
