import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useAddPasskey } from '@/features/auth/api/add-passkey';
import { usePasskeys } from '@/features/auth/api/list-passkeys';
import { useRemovePasskey } from '@/features/auth/api/remove-passkey';
import { passkeyErrorMessage } from '@/features/auth/lib/passkey-messages';

/** Matches the server's limit (identity/passkey-plugin.ts PASSKEY_NAME_MAX_LENGTH). */
const NAME_MAX_LENGTH = 60;
const ADD_FAILED = 'The passkey could not be added.';

const addedOn = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Naming and adding a passkey: the browser then asks the device (fingerprint, face, PIN or security key). */
function AddPasskeyForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useAddPasskey();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setError('Give the passkey a name, such as the device it is on.');
    setError(undefined);
    mutation.mutate(
      { name: trimmed },
      {
        onSuccess: () => {
          setName('');
          toast({ title: 'Passkey added', description: `You can now sign in with “${trimmed}”.` });
        },
        onError: (caught) => {
          const message = passkeyErrorMessage(caught, ADD_FAILED);
          setError(message);
          toast({ title: 'Passkey not added', description: message, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-label="Add a passkey">
      <FormField id="passkey-name" label="Passkey name" error={error}>
        <Input
          value={name}
          maxLength={NAME_MAX_LENGTH}
          placeholder="e.g. Work laptop"
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Waiting for your device…' : 'Add a passkey'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Passkeys in the Security tab (docs/product-rules.md#passkeys): the list, removing one, adding a
 * named one. The WebAuthn code loads only when one is added.
 */
export function PasskeySettings() {
  const { data: passkeys, isPending, isError } = usePasskeys();
  const remove = useRemovePasskey();

  return (
    <div className="grid gap-5">
      {isPending ? <p className="text-sm text-muted-foreground">Loading your passkeys…</p> : null}
      {isError ? (
        <p className="text-sm text-destructive">Your passkeys could not be loaded. Reload the page to try again.</p>
      ) : null}
      {passkeys && passkeys.length === 0 ? <p className="text-sm text-muted-foreground">You have no passkeys yet.</p> : null}
      {passkeys && passkeys.length > 0 ? (
        <ul className="grid gap-2" aria-label="Your passkeys">
          {passkeys.map((passkey) => {
            const label = passkey.name ?? 'Unnamed passkey';
            return (
              <li
                key={passkey.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3"
              >
                <div>
                  <p className="font-medium">{label}</p>
                  {passkey.createdAt ? (
                    <p className="text-sm text-muted-foreground">Added {addedOn.format(new Date(passkey.createdAt))}</p>
                  ) : null}
                </div>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-label={`Remove passkey ${label}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(passkey.id, {
                      onSuccess: () => toast({ title: 'Passkey removed', description: `“${label}” no longer signs you in.` }),
                      onError: (caught) =>
                        toast({
                          title: 'Passkey not removed',
                          description: passkeyErrorMessage(caught, 'The passkey could not be removed.'),
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <AddPasskeyForm />
    </div>
  );
}
