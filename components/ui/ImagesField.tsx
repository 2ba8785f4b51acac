import { X } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@/services/api/message-keys';
import { IMAGE_TYPES, LIMITS } from '@/services/shared/limits';
import { requestImages, type ImageStore } from '@/store/shared/draft-images';
import type { DraftImage } from '@/store/shared/draft-images';
import { DirectionalIcon } from './DirectionalIcon';
import { prepareImage } from './prepare-image';

/** A picked image's preview, from the bytes kept on the device (or, for one already saved, its URL). */
function Thumb({ image, label, store }: { image: DraftImage; label: string; store: ImageStore }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    void store.get(image.id).then((blob) => {
      if (live && !blob && image.url) setSrc(image.url);
      if (!live || !blob) return;
      url = URL.createObjectURL(blob);
      setSrc(url);
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [image.id, image.url, store]);
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- a local preview of the client's photo
    <img src={src} alt={label} className="h-24 w-full rounded-lg object-cover" />
  ) : (
    <span role="img" aria-label={label} className="block h-24 w-full rounded-lg bg-slate-100" />
  );
}

interface Props {
  images: DraftImage[];
  onChange: (change: (images: DraftImage[]) => DraftImage[]) => void;
  /** How many: 5 on a request (the default), 6 in a provider's gallery (spec §5). */
  max?: number;
  /** Where the picked bytes are kept: the request draft's store unless told. */
  store?: ImageStore;
  /** The legend and hint, when not a request's photos. */
  legend?: string;
  hint?: string;
  /** A rule's message for the whole list (the gallery step's schema). */
  error?: string;
}

/**
 * Up to 5 photos (spec §5): JPG, PNG, WEBP or GIF (by their bytes) of at most 5 MB, each re-encoded on the
 * device so no metadata (the EXIF GPS position) leaves it; a larger phone photo is compressed on the
 * way, so a normal photo never meets 'File too large'. Previews, remove, reorder.
 */
export function ImagesField({
  images,
  onChange,
  max = LIMITS.requestImagesMax,
  store = requestImages,
  legend,
  hint,
  error,
}: Props) {
  const { t } = useTranslation(['common', 'MESSAGES']);
  const id = useId();
  const [problems, setProblems] = useState<{ name: string; key: MessageKey }[]>([]);
  const [busy, setBusy] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setBusy(true);
    const found: { name: string; key: MessageKey }[] = [];
    const added: DraftImage[] = [];
    for (const picked of files) {
      if (images.length + added.length >= max) {
        found.push({ name: picked.name, key: 'MAX_IMAGES' });
        continue;
      }
      const { file, problem } = await prepareImage(picked);
      if (problem) {
        found.push({ name: picked.name, key: problem });
        continue;
      }
      const image = { id: crypto.randomUUID(), name: picked.name };
      await store.put(image.id, file);
      added.push(image);
    }
    setProblems(found);
    setBusy(false);
    if (added.length) onChange((current) => [...current, ...added]);
  };

  const move = (index: number, by: -1 | 1) =>
    onChange((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });
  const remove = (image: DraftImage) => {
    void store.delete(image.id);
    onChange((current) => current.filter((item) => item.id !== image.id));
  };

  const full = images.length >= max;
  return (
    <fieldset aria-describedby={`${id}-hint${problems.length ? ` ${id}-problems` : ''}${error ? ` ${id}-error` : ''}`}>
      <legend className="font-semibold">
        {legend ?? t('images.title')} <span className="text-sm font-normal text-ink-muted">{t('form.optional')}</span>
      </legend>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {hint ?? t('images.hint', { max })}
      </p>
      {images.length > 0 && (
        <ol className="mt-2 grid grid-cols-2 gap-3 tablet:grid-cols-3">
          {images.map((image, index) => {
            const label = t('images.photo', { number: index + 1, name: image.name });
            return (
              <li key={image.id} className="rounded-xl border border-slate-200 p-2">
                <Thumb image={image} label={label} store={store} />
                <div className="mt-2 flex items-center justify-between gap-1">
                  <button
                    type="button"
                    className="btn-secondary min-h-9 px-2 py-1"
                    aria-label={t('images.earlier', { label })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <DirectionalIcon points="back" shape="arrow" />
                  </button>
                  <button
                    type="button"
                    className="btn-secondary min-h-9 px-2 py-1"
                    aria-label={t('images.remove', { label })}
                    onClick={() => remove(image)}
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    className="btn-secondary min-h-9 px-2 py-1"
                    aria-label={t('images.later', { label })}
                    disabled={index === images.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <DirectionalIcon points="forward" shape="arrow" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <label
        htmlFor={id}
        aria-disabled={full || busy}
        className={`btn-secondary mt-3 w-full has-focus-visible:outline-2 has-focus-visible:outline-brand ${full ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
      >
        {busy ? t('images.preparing') : t('images.add', { count: images.length, max })}
        <input
          id={id}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          disabled={full || busy}
          onChange={(event) => void pick(event)}
        />
      </label>
      {problems.length > 0 && (
        <ul id={`${id}-problems`} role="alert" className="mt-2 text-sm text-red-700">
          {problems.map((problem, index) => (
            <li key={index}>
              <bdi dir="auto">{problem.name}</bdi>:{' '}
              {problem.key === 'MAX_IMAGES' && max !== LIMITS.requestImagesMax
                ? t('images.maxOf', { max })
                : t(`MESSAGES:${problem.key}`)}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
