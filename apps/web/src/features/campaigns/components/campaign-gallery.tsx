import { Suspense, lazy, useRef, useState } from 'react';
import type { CampaignImage } from '@crowdspark/shared/contracts/campaigns';
import { srcSetOf } from '@/features/campaigns/components/campaign-cover';

// The viewer (Radix Dialog) loads on the first click: the page's own JavaScript stays small.
const GalleryViewer = lazy(() => import('@/features/campaigns/components/gallery-viewer'));

/** The gallery's pictures as buttons that open the full-screen viewer at that picture. */
export function CampaignGallery({ images, title }: { images: CampaignImage[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<number>(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  return (
    <>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {images.map((image, index) => {
          const srcSet = srcSetOf(image.variants);
          return (
            <li key={image.id}>
              <button
                type="button"
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                onClick={() => {
                  opener.current = index;
                  setOpen(index);
                }}
                aria-label={`Open picture ${index + 1} of ${images.length} full screen`}
                className="block w-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <img
                  src={image.url}
                  {...(srcSet ? { srcSet, sizes: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw' } : {})}
                  alt={`${title}: gallery, ${index + 1} of ${images.length}`}
                  loading="lazy"
                  className="aspect-video w-full rounded-xl bg-muted object-cover"
                />
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <GalleryViewer
            images={images}
            title={title}
            index={open}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
            returnFocusTo={() => buttons.current[opener.current] ?? null}
          />
        </Suspense>
      ) : null}
    </>
  );
}
