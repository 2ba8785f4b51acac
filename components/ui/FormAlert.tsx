import { useAnyKeyT } from '@/hooks/use-any-key-t';
import { errorCopy, retryCopy, toAppError } from '@/services/errors';

/** A failed submit's message at the top of the form, in the reader's language; a 429 also says when to try again. */
export function FormAlert({ error }: { error: unknown }) {
  const t = useAnyKeyT();
  if (!error) return null;
  const appError = toAppError(error);
  const copy = errorCopy(appError);
  const retry = retryCopy(appError);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {copy.raw ? copy.message : t(copy.message)}
      {retry && <span className="block">{t(retry.key, { count: retry.count })}</span>}
    </div>
  );
}
