import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils';
import { fieldControlClass } from '@/components/ui/input';

/**
 * A styled native <select>: on phones it opens the platform picker, it works with form
 * submission and autofill, and screen readers announce it natively, which a custom listbox
 * (Radix Select) would have to imitate.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(fieldControlClass, 'h-11 appearance-none pr-10 sm:h-10', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
