import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';
import { Label } from '@/components/ui/label';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Shown under the control; tied to it with aria-describedby. */
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactElement<ControlProps>;
}

/** Label, control, hint and error message wired together for assistive technology. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <div id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
