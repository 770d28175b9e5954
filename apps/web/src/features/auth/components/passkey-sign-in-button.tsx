import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useSignInWithPasskey } from '@/features/auth/api/sign-in-with-passkey';
import { passkeyErrorMessage } from '@/features/auth/lib/passkey-messages';

const FAILED = { title: 'Passkey sign-in failed', fallback: 'There was a problem signing you in with your passkey.' };

/**
 * "Sign in with a passkey" on the sign-in page (docs/product-rules.md#passkeys): the browser lists
 * the passkeys it holds for Crowdspark; no e-mail or password, and no authenticator-app code after.
 */
export function PasskeySignInButton({
  onSignedIn,
  onFailed,
}: {
  onSignedIn: () => Promise<void>;
  onFailed: (message: string) => void;
}) {
  const mutation = useSignInWithPasskey();

  function onClick() {
    mutation.mutate(undefined, {
      onSuccess: () => void onSignedIn(),
      onError: (error) => {
        const message = passkeyErrorMessage(error, FAILED.fallback);
        onFailed(message);
        toast({ title: FAILED.title, description: message, variant: 'destructive' });
      },
    });
  }

  return (
    <Button type="button" variant="secondary" size="lg" className="w-full" disabled={mutation.isPending} onClick={onClick}>
      {mutation.isPending ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
    </Button>
  );
}
