import { Info } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

/** Said plainly on every auth form until the identity service is wired (next release). */
export function AccountsComingNotice({ submitted }: { submitted: boolean }) {
  return (
    <Alert role={submitted ? 'status' : undefined} className="flex gap-3">
      <Info aria-hidden="true" className="mt-1 size-4 shrink-0" />
      <p>
        {submitted ? <strong>Nothing was sent. </strong> : null}
        Accounts arrive in the next release of Crowdspark. This form checks what you type, but it cannot sign you in or create an
        account yet.
      </p>
    </Alert>
  );
}
