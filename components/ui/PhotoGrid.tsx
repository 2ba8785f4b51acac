import { lazy, Suspense, useState } from 'react';
import type { Role } from '@/services/shared/routes';
import type { ImageViewerCopy } from './ImageViewer';

const ImageViewer = lazy(() => import('./ImageViewer'));

/** Photos as thumbnails; one opens large in the (lazy) viewer, with previous and next. */
export function PhotoGrid({
  role,
  images,
  copy,
  className = 'grid-cols-3 tablet:grid-cols-5',
}: {
  role: Role;
  images: readonly string[];
  copy: ImageViewerCopy;
  className?: string;
}) {
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
                alt={copy.photo(index + 1, images.length)}
                className="h-24 w-full rounded-lg object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {viewing !== null && (
        <Suspense fallback={null}>
          <ImageViewer role={role} images={images} start={viewing} copy={copy} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </>
  );
}
