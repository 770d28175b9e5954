import { useId, useRef, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { Button } from '@/components/ui/button';

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  destructive?: boolean;
}

/**
 * A confirmation on the native <dialog> (showModal): the page behind is inert, focus starts on
 * the safe choice, Escape cancels and focus returns to the trigger. Native rather than Radix
 * AlertDialog because the Radix scroll lock injects a <style> element that the CSP
 * (style-src 'self') refuses.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Keep it',
  onConfirm,
  destructive = false,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  const open = (event: MouseEvent<HTMLElement>) => {
    const dialog = ref.current;
    if (!dialog) return;
    returnTo.current = event.currentTarget;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLButtonElement>('[data-autofocus]')?.focus();
  };
  const close = () => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
    returnTo.current?.focus();
  };

  return (
    <>
      <Slot.Root onClick={open} aria-haspopup="dialog">
        {trigger}
      </Slot.Root>
      <dialog
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-black/50"
      >
        <div className="grid gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <div id={descriptionId} className="text-sm leading-6 text-muted-foreground">
            {description}
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" data-autofocus onClick={close}>
              {cancelLabel}
            </Button>
            <Button
              variant={destructive ? 'destructive' : 'primary'}
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </div>
      </dialog>
    </>
  );
}
