import { useId, useRef, useState, type FormEvent } from 'react';
import { Flag } from 'lucide-react';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '@crowdspark/shared/contracts/reports';
import type { ReportReason, ReportTargetType } from '@crowdspark/shared/contracts/reports';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useFileReport } from '@/features/reports/api/file-report';

interface ReportDialogProps {
  targetType: ReportTargetType;
  /** A campaign, update or comment id; a profile's username. */
  targetId: string;
  /** Names the thing in the button's accessible name and the dialog title, e.g. "comment by Ana". */
  targetLabel: string;
  size?: 'sm' | 'md';
}

const REASON_ENTRIES = Object.entries(REPORT_REASONS) as [ReportReason, string][];

/**
 * "Report" and its dialog (docs/product-rules.md#reports): a fixed reason and an optional note.
 * The native <dialog> (showModal), as ConfirmDialog: the page behind is inert, Escape closes, and
 * no scroll-lock <style> element meets the CSP (style-src 'self'), which Radix's Dialog would need.
 * A second report of the same thing answers 409; the dialog says "You already reported this".
 */
export function ReportDialog({ targetType, targetId, targetLabel, size = 'sm' }: ReportDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const noteId = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const report = useFileReport();

  const open = (event: { currentTarget: HTMLElement }) => {
    returnTo.current = event.currentTarget;
    setMessage(null);
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  };
  const close = () => {
    const dialog = ref.current;
    if (dialog) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    returnTo.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) {
      setMessage('Choose a reason.');
      return;
    }
    const trimmed = note.trim();
    report.mutate(
      { targetType, targetId, reason, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: () => {
          close();
          setReason('');
          setNote('');
          toast({ title: 'Thank you. Our team will review your report.', variant: 'success' });
        },
        onError: (error) => setMessage(isApiError(error) && error.status === 409 ? 'You already reported this.' : error.message),
      },
    );
  };

  return (
    <>
      <Button variant="ghost" size={size} onClick={open} aria-haspopup="dialog" aria-label={`Report ${targetLabel}`}>
        <Flag aria-hidden="true" />
        Report
      </Button>
      <dialog
        ref={ref}
        aria-modal="true"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-black/50"
      >
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <h2 id={titleId} className="text-lg font-semibold">
            Report {targetLabel}
          </h2>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold">Why are you reporting this?</legend>
            {REASON_ENTRIES.map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-primary"
                />
                {label}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-2">
            <label htmlFor={noteId} className="text-sm font-semibold">
              Anything else we should know? (optional)
            </label>
            <Textarea id={noteId} rows={3} maxLength={REPORT_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          {message ? (
            <Alert variant="destructive" role="alert">
              {message}
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? 'Sending…' : 'Send report'}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
