import { useCallback, useRef, useState } from 'react';

/**
 * A form's draft, kept on the device as it changes: `change(update)` computes the next draft from the
 * latest one (changes that land together, a keystroke and an uploaded photo's URL, each see the one
 * before), saves it once and shows it, and answers it. The save is the change's, not React's state
 * updater's: an updater only computes (React may run it twice).
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
  return [draft, change] as const;
}
