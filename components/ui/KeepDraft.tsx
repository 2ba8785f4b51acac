import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Inside a Formik form: each change goes to the dialog's draft (hooks/shared/use-dialog-draft.ts) once the
 * person has changed anything, so a session that ends mid-send loses nothing.
 */
export function KeepDraft<V>({ save }: { save: (values: V) => void }) {
  const { values, dirty } = useFormikContext<V>();
  const changed = useRef(false);
  useEffect(() => {
    if (dirty) changed.current = true;
    if (changed.current) save(values);
  }, [values, dirty, save]);
  return null;
}
