import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { prepareImage } from '@/components/ui/prepare-image';
import type { MessageKey } from '@/services/api/message-keys';
import { IMAGE_TYPES, LIMITS } from '@/services/shared/limits';

export type PhotoChoice = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; file: File; preview: string };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The photo: checked here (its bytes, size) and re-encoded without its metadata before anything is uploaded. */
export function PhotoField({
  current,
  choice,
  onChoose,
}: {
  current: string | null;
  choice: PhotoChoice;
  onChoose: (choice: PhotoChoice) => void;
}) {
  const { t } = useTranslation(['settings', 'MESSAGES']);
  const id = useId();
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const shown = choice.kind === 'new' ? choice.preview : choice.kind === 'remove' ? null : current;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const { file, problem: found } = await prepareImage(picked);
    setProblem(found);
    if (found) return;
    onChoose({ kind: 'new', file, preview: await readAsDataUrl(file) });
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t('editProfile.photo')}</legend>
      <div className="flex flex-wrap items-center gap-4">
        {shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- a user photo or a local preview, not a static asset
          <img
            src={shown}
            alt={t('editProfile.photoAlt')}
            className="h-20 w-20 rounded-full border border-slate-200 object-cover"
          />
        ) : (
          <span className="flex h-20 w-20 items-center justify-center rounded-full bg-slate-100 p-2 text-center text-xs text-ink-faint">
            {t('editProfile.photoNone')}
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className="btn-secondary cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-brand"
          >
            {t('editProfile.photoChoose')}
            <input
              id={id}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="sr-only"
              aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
              onChange={(event) => void pick(event)}
            />
          </label>
          {choice.kind !== 'keep' ? (
            <button type="button" className="btn-secondary" onClick={() => onChoose({ kind: 'keep' })}>
              {t('editProfile.photoKeep')}
            </button>
          ) : (
            current && (
              <button type="button" className="btn-secondary text-red-700" onClick={() => onChoose({ kind: 'remove' })}>
                {t('editProfile.photoRemove')}
              </button>
            )
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-faint">
        {t('editProfile.photoHint', { size: LIMITS.imageMaxBytes / (1024 * 1024) })}
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {t(`MESSAGES:${problem}`)}
        </p>
      )}
    </fieldset>
  );
}
