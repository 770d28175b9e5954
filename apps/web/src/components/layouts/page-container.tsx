import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const WIDTHS = { narrow: 'max-w-3xl', default: 'max-w-7xl', form: 'max-w-md' } as const;

export function PageContainer({
  className,
  width = 'default',
  ...props
}: ComponentProps<'div'> & { width?: keyof typeof WIDTHS }) {
  return <div className={cn('mx-auto w-full px-4 py-10 sm:px-6 sm:py-14 lg:px-8', WIDTHS[width], className)} {...props} />;
}
