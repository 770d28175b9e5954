import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

/** An icon link with an unread count badge (the header's Messages and Notifications): "Label, 3 unread". */
export function CountLink({ href, label, count, icon: Icon }: { href: string; label: string; count: number; icon: LucideIcon }) {
  return (
    <Link
      to={href}
      aria-label={count > 0 ? `${label}, ${count} unread` : label}
      className="relative inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted"
    >
      <Icon aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 min-w-4 rounded-full bg-primary px-1 text-center text-[10px] leading-4 font-bold text-primary-foreground"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
