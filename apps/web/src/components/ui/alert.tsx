import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

const alertVariants = cva('rounded-xl border px-4 py-3 text-sm leading-6', {
  variants: {
    variant: {
      info: 'border-primary/30 bg-primary-soft text-primary-soft-foreground',
      destructive: 'border-destructive/40 bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100',
      success: 'border-success/40 bg-green-50 text-green-900 dark:bg-green-950/40 dark:text-green-100',
    },
  },
  defaultVariants: { variant: 'info' },
});

export function Alert({ className, variant, ...props }: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div className={cn(alertVariants({ variant }), className)} {...props} />;
}
