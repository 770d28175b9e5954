import { Button, type ButtonProps } from '@/components/ui/button';
import type { PagedQuery } from '@/components/ui/load-more';

interface NextPageButtonProps {
  query: Pick<PagedQuery, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  variant: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className: string;
  /** The button's words, and what it says while the page loads. */
  label: string;
  busyLabel: string;
}

/** A button that fetches a paged list's next page, shown while there is one (no loading on scroll). */
export function NextPageButton({ query, variant, size, className, label, busyLabel }: NextPageButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? busyLabel : label}
    </Button>
  );
}
