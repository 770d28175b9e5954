import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const fieldControlClass =
  'w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldControlClass, 'h-11 sm:h-10', className)} {...props} />;
}
