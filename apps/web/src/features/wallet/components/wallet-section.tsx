import { DescribedSection, type DescribedSectionProps } from '@/components/ui/page-blocks';
import { cn } from '@/lib/utils';

/** A titled block of the wallet page. */
export function WalletSection({ className, ...props }: DescribedSectionProps) {
  return (
    <DescribedSection {...props} className={cn('rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6', className)} />
  );
}
