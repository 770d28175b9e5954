import { cn } from '@/lib/utils';
import { initialsOf } from '@/features/auth/lib/account-links';

export function UserAvatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  if (src)
    return <img src={src} alt="" className={cn('size-9 shrink-0 rounded-full border border-border object-cover', className)} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-foreground',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
