import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** Heading level keeps the page outline right (h2 under the page's h1 by default). */
  headingLevel?: 2 | 3;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/** An honest "nothing here yet" panel that says what will appear and what to do now. */
export function EmptyState({ icon: Icon, title, headingLevel = 2, children, actions, className }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      <span className="mb-4 grid size-12 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading className="text-lg font-semibold tracking-tight">{title}</Heading>
      {children ? <div className="mt-2 max-w-prose text-sm leading-6 text-muted-foreground">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
