// Small blocks many pages share: titled sections, table headings, and what a block shows while it
// loads, after a load failed or when a form was refused. They live in one module on purpose: every
// module that several routes share becomes a chunk of its own, and the entry (the home page's
// JavaScript budget) lists each such chunk for every route that loads it.
import type { ComponentProps, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

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

/** A heading that is styled unlike the others (a right-aligned number, the last column without end padding). */
export interface ColumnHeading {
  label: ReactNode;
  className: string;
}

interface ColumnHeadingsProps {
  /** Plain headings; each table styles its head cells its own way (padding, weight). */
  columns: readonly (string | ColumnHeading)[];
  cellClassName: string;
  className?: string;
}

/** A table's row of column headings, each a `<th scope="col">` so screen readers announce it with every cell below. */
export function ColumnHeadings({ columns, cellClassName, className }: ColumnHeadingsProps) {
  return (
    <tr className={className}>
      {columns.map((column, index) => {
        const { label, className: headingClassName } =
          typeof column === 'string' ? { label: column, className: cellClassName } : column;
        return (
          // The headings are a fixed list, so their place is a stable key.
          <th key={index} scope="col" className={headingClassName}>
            {label}
          </th>
        );
      })}
    </tr>
  );
}

interface RetryProps {
  /** What could not be loaded, e.g. "Your balance could not be loaded." */
  children: ReactNode;
  onRetry: () => void;
}

/** A load that failed, in a destructive alert box with a "Try again" button. */
export function RetryAlert({ children, onRetry, role, className }: RetryProps & { role?: 'alert'; className?: string }) {
  return (
    <Alert variant="destructive" role={role} className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      <span>{children}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** The same in a plain line of text, for a page body that failed as a whole. */
export function RetryLine({ children, onRetry }: RetryProps) {
  return (
    <p role="alert" className="flex flex-wrap items-center gap-3">
      {children}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}

/** Placeholders while a block loads: one Skeleton per class list in `blocks`, in a container marked busy. */
export function SkeletonStack({ blocks, ...props }: ComponentProps<'div'> & { blocks: readonly string[] }) {
  return (
    <div aria-busy="true" {...props}>
      {blocks.map((block, index) => (
        // The placeholders are a fixed list, so their place is a stable key.
        <Skeleton key={index} className={block} />
      ))}
    </div>
  );
}

/** Why a form was refused as a whole (not one field), announced as an alert; nothing while there is none. */
export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert id={id} variant="destructive" role="alert">
      {children}
    </Alert>
  );
}
