import type { KeyboardEvent } from 'react';
import { Dialog } from 'radix-ui';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { CampaignImage } from '@crowdspark/shared/contracts/campaigns';
import { srcSetOf } from '@/features/campaigns/components/campaign-cover';

interface GalleryViewerProps {
  images: CampaignImage[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back when the viewer closes (the picture that opened it). */
  returnFocusTo: () => HTMLElement | null;
}

const navButton =
  'grid size-11 place-items-center rounded-full bg-background/90 text-foreground shadow hover:bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Keeps Tab and Shift+Tab inside the viewer (the non-modal Dialog does not trap focus itself). */
function trapTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button, [href], [tabindex]:not([tabindex="-1"])')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The gallery, one picture at a time, full screen (Radix Dialog: Escape closes, focus returns to
 * the picture that opened it; Tab stays inside); the arrow keys and buttons move through the
 * pictures. Loaded on the first click, so the campaign page carries none of it.
 * Non-modal on purpose: the modal Dialog's scroll lock injects a <style> element that the CSP
 * (style-src 'self') refuses (as for the account menu); the viewer covers the whole screen anyway.
 */
export default function GalleryViewer({ images, title, index, onIndexChange, onClose, returnFocusTo }: GalleryViewerProps) {
  const image = images[index];
  if (!image) return null;
  const count = images.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  const srcSet = srcSetOf(image.variants);
  return (
    <Dialog.Root open modal={false} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Content
          aria-modal="true"
          className="fixed inset-0 z-50 grid grid-rows-[auto_minmax(0,1fr)_auto] gap-3 bg-black/90 p-4 text-white focus:outline-none sm:p-8"
          onKeyDown={(event) => {
            trapTab(event);
            if (event.key === 'ArrowRight') {
              event.preventDefault();
              go(1);
            } else if (event.key === 'ArrowLeft') {
              event.preventDefault();
              go(-1);
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold">
              {title}: picture {index + 1} of {count}
            </Dialog.Title>
            <Dialog.Close aria-label="Close gallery" className={navButton}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Use the left and right arrow keys to move between pictures, Escape to close.
          </Dialog.Description>
          <div className="grid min-h-0 place-items-center">
            <img
              src={image.url}
              {...(srcSet ? { srcSet, sizes: '100vw' } : {})}
              alt={`${title}: gallery, ${index + 1} of ${count}`}
              className="max-h-full max-w-full rounded-lg object-contain"
            />
          </div>
          {count > 1 ? (
            <div className="flex justify-center gap-4">
              <button type="button" aria-label="Previous picture" className={navButton} onClick={() => go(-1)}>
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button type="button" aria-label="Next picture" className={navButton} onClick={() => go(1)}>
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
