import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Inside a Formik form: each change goes to the dialog's draft (hooks/shared/use-dialog-draft.ts) once the
 * person has changed anything, so a session that ends mid-send loses nothing. A form that stays open after
 * it is saved resets to the saved values (`resetForm({ values })`): it starts clean, nothing is kept until
 * the next change.
 */
export function KeepDraft<V>({ save }: { save: (values: V) => void }) {
  const { values, dirty, initialValues } = useFormikContext<V>();
  const changed = useRef(false);
  const start = useRef(initialValues);
  useEffect(() => {
    if (start.current !== initialValues) {
      start.current = initialValues;
      changed.current = false;
    }
    if (dirty) changed.current = true;
    if (changed.current) save(values);
  }, [values, dirty, initialValues, save]);
  return null;
}
