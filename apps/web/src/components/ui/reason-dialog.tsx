import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ADMIN_REASON_MAX } from '@crowdspark/shared/constants/admin';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

interface ReasonDialogProps {
  /** The text of the button that opens the dialog (also its accessible name). */
  triggerLabel: string;
  triggerVariant?: ButtonProps['variant'];
  /** The trigger cannot be used (another action of the page is running). */
  triggerDisabled?: boolean;
  triggerClassName?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Red confirm button: the action hides, disables or refuses something. */
  destructive?: boolean;
  /** The label of the required text ("Reason", "Note to the reporter"). */
  reasonLabel?: string;
  /** More fields above the reason (e.g. the resolution of a report). */
  children?: ReactNode;
  /** Called each time the dialog opens, so those fields can start afresh. */
  onOpen?: () => void;
  /** Does the action; a rejection's message is shown in the dialog, which stays open. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/**
 * Every audited admin action confirms in a dialog and asks why (the audit log keeps the reason):
 * the admin portal's pages and the help-centre editor (decisions 0035, 0036).
 * Native <dialog> with showModal, like components/ui/confirm-dialog.tsx (Radix's scroll lock
 * injects a <style> the CSP refuses): the page behind is inert, Escape cancels, focus returns.
 */
export function ReasonDialog({
  triggerLabel,
  triggerVariant = 'secondary',
  triggerDisabled = false,
  triggerClassName,
  title,
  description,
  confirmLabel,
  destructive = false,
  reasonLabel = 'Reason (written to the audit log)',
  children,
  onOpen,
  onConfirm,
}: ReasonDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const reasonId = useId();

  const open = () => {
    setError(null);
    setReason('');
    onOpen?.();
    const dialog = ref.current;
    if (!dialog) return;
    // Where <dialog> is not implemented (old engines, jsdom), it still shows, without the inert page.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  };
  const close = () => {
    const dialog = ref.current;
    if (dialog && typeof dialog.close === 'function') dialog.close();
    else dialog?.removeAttribute('open');
    trigger.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError('Give a reason: it is written to the audit log.');
      return;
    }
    setPending(true);
    onConfirm(text)
      .then(close)
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : 'The action failed. Try again.'))
      .finally(() => setPending(false));
  };

  return (
    <>
      <Button
        ref={trigger}
        type="button"
        size="sm"
        variant={triggerVariant}
        disabled={triggerDisabled}
        className={triggerClassName}
        onClick={open}
        aria-haspopup="dialog"
      >
        {triggerLabel}
      </Button>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-black/50"
      >
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <div className="text-sm leading-6 text-muted-foreground">{description}</div>
          {children}
          <div className="grid gap-1.5">
            <label htmlFor={reasonId} className="text-sm font-medium">
              {reasonLabel}
            </label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={ADMIN_REASON_MAX}
              rows={3}
              required
              aria-invalid={error !== null && !reason.trim()}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={pending}>
              {pending ? 'Working…' : confirmLabel}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
