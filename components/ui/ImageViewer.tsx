import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DirectionalIcon } from '@/components/ui/DirectionalIcon';
import type { Role } from '@/services/shared/routes';
import { SheetDialog } from './SheetDialog';

/** Photos one at a time, large, with previous and next (arrow keys too), in a dialog. */
export default function ImageViewer({
  role,
  images,
  start,
  title,
  onClose,
}: {
  role: Role;
  images: readonly string[];
  start: number;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const [index, setIndex] = useState(start);
  const photo = t('images.of', { number: index + 1, count: images.length });
  const go = (by: number) => setIndex((current) => (current + by + images.length) % images.length);
  return (
    <SheetDialog role={role} title={title} onClose={onClose}>
      <div
        className="flex flex-col gap-3"
        onKeyDown={(event) => {
          const forward = document.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
          const back = document.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
          if (event.key === forward) go(1);
          if (event.key === back) go(-1);
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a photo the client uploaded */}
        <img src={images[index]} alt={photo} className="max-h-[60dvh] w-full rounded-lg bg-slate-100 object-contain" />
        <p className="text-center text-sm text-ink-muted" aria-live="polite">
          {photo}
        </p>
        {images.length > 1 && (
          <div className="flex justify-between gap-2">
            <button type="button" className="btn-secondary" onClick={() => go(-1)}>
              <DirectionalIcon points="back" />
              {t('images.previous')}
            </button>
            <button type="button" className="btn-secondary" onClick={() => go(1)}>
              {t('images.next')}
              <DirectionalIcon points="forward" />
            </button>
          </div>
        )}
        <button type="button" className="btn-primary" onClick={onClose}>
          {t('actions.close')}
        </button>
      </div>
    </SheetDialog>
  );
}
