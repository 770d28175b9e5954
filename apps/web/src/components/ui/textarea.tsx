import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fieldControlClass } from '@/components/ui/input';

export function Textarea({ className, rows = 6, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldControlClass, 'min-h-28 py-2.5 leading-6', className)} {...props} />;
}
