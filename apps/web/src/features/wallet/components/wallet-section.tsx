import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A titled block of the wallet page. */
export function WalletSection({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn('rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6', className)}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-muted-foreground">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
