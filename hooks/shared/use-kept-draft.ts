import { useCallback, useRef, useState } from 'react';

/**
 * A form's draft, kept on the device as it changes: `change(update)` computes the next draft from the
 * latest one (changes that land together, a keystroke and an uploaded photo's URL, each see the one
 * before), saves it once and shows it, and answers it. The save is the change's, not React's state
 * updater's: an updater only computes (React may run it twice). `keep(update)` saves the same way
 * without showing it: for what the screen already shows as typed (a Formik form's values), so a
 * keystroke does not render the whole screen again; `draft` then shows the last `change`, and the
 * next `change` builds on what was kept.
 */
export function useKeptDraft<D>(load: () => D, save: (draft: D) => void) {
  const [draft, setDraft] = useState(load);
  const latest = useRef(draft);
  const change = useCallback(
    (update: (current: D) => D): D => {
      const next = update(latest.current);
      latest.current = next;
      save(next);
      setDraft(next);
      return next;
    },
    [save],
  );
  const keep = useCallback(
    (update: (current: D) => D): void => {
      latest.current = update(latest.current);
      save(latest.current);
    },
    [save],
  );
  return [draft, change, keep] as const;
}
