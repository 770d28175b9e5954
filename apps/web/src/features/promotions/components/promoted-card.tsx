import { useEffect, useRef, type ReactNode } from 'react';
import { PROMOTED_LABEL } from '@crowdspark/shared/constants/promotions';
import { recordPromotionEvent } from '@/features/promotions/api/record-promotion-event';

/** Share of the card that must be on screen for an impression (docs/product-rules.md#promoted-slots). */
const IN_VIEW_RATIO = 0.5;

/**
 * A campaign card in a promoted slot (the route passes the card: features do not import each
 * other): the visible "Promoted" label, an impression once it has been half in view, and a click
 * when the card's link is followed. The server counts each once per visitor per day.
 */
export function PromotedCard({
  promotionId,
  children,
  label = 'overlay',
}: {
  promotionId: string;
  children: ReactNode;
  /**
   * Where "Promoted" shows: over the card's corner (the feed's and Discover's cards, whose image is
   * there) or on a line above it (search results, text cards whose title starts at that corner).
   */
  label?: 'overlay' | 'above';
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          recordPromotionEvent(promotionId, 'impressions');
          observer.disconnect();
        }
      },
      { threshold: IN_VIEW_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [promotionId]);
  return (
    <div
      ref={ref}
      className="relative grid"
      data-promoted="true"
      onClickCapture={(event) => {
        // The card's title link covers the card; the Save button is not a visit.
        if ((event.target as Element).closest('a[href^="/campaigns/"]')) recordPromotionEvent(promotionId, 'clicks');
      }}
    >
      {label === 'above' ? (
        <span className="mb-1.5 justify-self-start rounded-full bg-foreground px-2.5 py-0.5 text-xs font-semibold text-background">
          {PROMOTED_LABEL}
        </span>
      ) : null}
      {children}
      {label === 'overlay' ? (
        <span className="pointer-events-none absolute top-3 left-3 z-10 rounded-full bg-foreground px-2.5 py-0.5 text-xs font-semibold text-background shadow">
          {PROMOTED_LABEL}
        </span>
      ) : null}
    </div>
  );
}
