import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

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
