import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useUnsubscribe } from '@/features/notifications/api/unsubscribe';

/**
 * The page an e-mail's unsubscribe link opens: one button, no sign-in (the token in the link says
 * who and what). A button rather than acting on load, so a mail scanner following links changes nothing.
 */
export function UnsubscribePanel({ token, settingsHref }: { token: string | null; settingsHref: string }) {
  const stop = useUnsubscribe();
  if (!token)
    return <p role="alert">This unsubscribe link is incomplete. Change your e-mail settings in Settings → Notifications.</p>;
  if (stop.isSuccess)
    return (
      <div role="status" className="grid gap-2">
        <p className="font-semibold">
          {stop.data.scope === 'all'
            ? 'You will get no more notification e-mails.'
            : 'You will get no more e-mails like that one.'}
        </p>
        <p className="text-sm text-muted-foreground">
          Receipts for money still come, as they must. <Link to={settingsHref}>Your notification settings</Link>
        </p>
      </div>
    );
  return (
    <div className="grid gap-3">
      <p>Stop these e-mails? You can turn them back on in your settings at any time.</p>
      {stop.isError ? <p role="alert">{stop.error.message}</p> : null}
      <Button className="w-fit" disabled={stop.isPending} onClick={() => stop.mutate(token)}>
        {stop.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
    </div>
  );
}
