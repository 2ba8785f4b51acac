import { useEffect, useRef } from 'react';
import { useAnyKeyT } from '@/hooks/shared/use-any-key-t';
import { errorCopy, retryCopy, toAppError } from '@/services/api/errors';

/**
 * A failed submit's message at the top of the form, in the reader's language (a 429 also says when to
 * try again). When the call did
 * not reach the server (offline, unreachable) no field points at the problem, so focus moves here.
 */
export function FormAlert({ error }: { error: unknown }) {
  const t = useAnyKeyT();
  const alert = useRef<HTMLDivElement>(null);
  const appError = error ? toAppError(error) : null;
  const unreached = appError?.isNetwork ?? false;
  useEffect(() => {
    if (unreached) alert.current?.focus();
  }, [error, unreached]);
  if (!appError) return null;
  const copy = errorCopy(appError);
  const retry = retryCopy(appError);
  return (
    <div
      ref={alert}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      {copy.raw ? copy.message : t(copy.message)}
      {retry && <span className="block">{t(retry.key, { count: retry.count })}</span>}
    </div>
  );
}
