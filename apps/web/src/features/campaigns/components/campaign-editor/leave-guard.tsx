import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { Button } from '@/components/ui/button';

interface LeaveGuardProps {
  hasUnsavedChanges: () => boolean;
  /** Saves what is waiting; true once everything is on the server. Stable across renders. */
  flush: () => Promise<boolean>;
}

/**
 * Leaving the editor for another page first saves what is waiting: the navigation waits for the
 * save and then goes on. Only when the save fails does the person choose, in a dialog, between
 * staying (to retry) and leaving without the change.
 */
function LeaveGuardInRouter({ hasUnsavedChanges, flush }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const [failed, setFailed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    void flush().then((saved) => {
      if (!current) return;
      if (saved) blocker.proceed();
      else setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [blocker, flush]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (failed && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
  }, [failed]);

  const close = () => {
    setFailed(false);
    const element = dialog.current;
    if (element?.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  };

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="leave-editor-title"
      aria-describedby="leave-editor-description"
      onCancel={(event) => {
        event.preventDefault();
        close();
        if (blocker.state === 'blocked') blocker.reset();
      }}
      className="m-auto max-w-md rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-black/40"
    >
      <h2 id="leave-editor-title" className="text-lg font-semibold">
        Your latest changes are not saved
      </h2>
      <p id="leave-editor-description" className="mt-2 text-sm text-muted-foreground">
        They could not be sent to the server. Stay to try again, or leave and lose them.
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            close();
            if (blocker.state === 'blocked') blocker.proceed();
          }}
        >
          Leave without saving
        </Button>
        <Button
          data-autofocus
          onClick={() => {
            close();
            if (blocker.state === 'blocked') blocker.reset();
            void flush();
          }}
        >
          Stay and retry
        </Button>
      </div>
    </dialog>
  );
}

/** The guard works in the app's data router; elsewhere (a plain router in a test) there is nothing to block. */
export function LeaveGuard(props: LeaveGuardProps) {
  return useContext(UNSAFE_DataRouterContext) ? <LeaveGuardInRouter {...props} /> : null;
}
