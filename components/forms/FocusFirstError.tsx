import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Inside a Formik form: after a submit the rules refused, focus goes to the first field (in
 * `order`) that has a message, so the person lands on what to fix (its message is tied to it),
 * not on the submit button. Once per submit.
 */
export function FocusFirstError({ order }: { order: readonly string[] }) {
  const { submitCount, isSubmitting, errors } = useFormikContext<Record<string, unknown>>();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const name = order.find((field) => errors[field]);
    if (!name) return;
    // Focusing scrolls it into view.
    marker.current?.closest('form')?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, [submitCount, isSubmitting, errors, order]);
  return <span ref={marker} hidden />;
}
