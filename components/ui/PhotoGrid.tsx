import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/services/shared/routes';

const ImageViewer = lazy(() => import('./ImageViewer'));

/** Photos as thumbnails; one opens large in the (lazy) viewer titled `title`, with previous and next. */
export function PhotoGrid({
  role,
  images,
  title,
  className = 'grid-cols-3 tablet:grid-cols-5',
}: {
  role: Role;
  images: readonly string[];
  title: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <ul className={`grid gap-2 ${className}`}>
        {images.map((src, index) => (
          <li key={src}>
            <button type="button" className="block w-full" onClick={() => setViewing(index)}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a photo a user uploaded */}
              <img
                src={src}
                alt={t('images.of', { number: index + 1, count: images.length })}
                className="h-24 w-full rounded-lg object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {viewing !== null && (
        <Suspense fallback={null}>
          <ImageViewer role={role} images={images} start={viewing} title={title} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </>
  );
}
