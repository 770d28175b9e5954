import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** The heading's id; the section is named by it (aria-labelledby), so screen readers list it as a region. */
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A `<section>` that starts with its own `<h2>` title. */
export function TitledSection({ id, title, className, titleClassName = 'text-lg font-semibold', children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A titled card of a page body (promotions, rewards). */
export function CardSection({ id, title, children }: Pick<TitledSectionProps, 'id' | 'title' | 'children'>) {
  return (
    <TitledSection id={id} title={title} className="grid gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm">
      {children}
    </TitledSection>
  );
}

export interface DescribedSectionProps {
  /** The section's own name: its heading gets the id `${id}-heading`. */
  id: string;
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled block with an optional line or two under the title, then its content (settings tabs, the wallet page). */
export function DescribedSection({ id, title, description, className, children }: DescribedSectionProps) {
  return (
    <TitledSection id={`${id}-heading`} title={title} className={className} titleClassName="text-lg font-semibold tracking-tight">
      {description ? <div className="mt-1 text-sm text-muted-foreground">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </TitledSection>
  );
}
