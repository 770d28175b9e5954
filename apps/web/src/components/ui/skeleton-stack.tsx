import type { ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholders while a block loads: one Skeleton per class list in `blocks`, in a container marked busy. */
export function SkeletonStack({ blocks, ...props }: ComponentProps<'div'> & { blocks: readonly string[] }) {
  return (
    <div aria-busy="true" {...props}>
      {blocks.map((block, index) => (
        // The placeholders are a fixed list, so their place is a stable key.
        <Skeleton key={index} className={block} />
      ))}
    </div>
  );
}
