import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TwoFactorCodeField } from '@/components/ui/two-factor-code-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { normalizeTwoFactorCode, TWO_FACTOR_CODE_ERRORS, TWO_FACTOR_CODE_FIELD } from '@/lib/two-factor-code';
import { useDisableTwoFactor } from '@/features/auth/api/disable-two-factor';
import { useRegenerateRecoveryCodes } from '@/features/auth/api/regenerate-recovery-codes';
import { failToast } from '@/features/auth/components/settings/account/fail-toast';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';

type Open = 'none' | 'regenerate' | 'turn-off';

/** The two ways out of either form below: do it (off while it is sent), or close the form. */
function SubmitOrCancel(props: { label: string; destructive?: boolean; pending: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" variant={props.destructive ? 'destructive' : 'primary'} disabled={props.pending}>
        {props.label}
      </Button>
      <Button type="button" variant="secondary" onClick={props.onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/** New recovery codes, with the current password; the old ones stop working. */
function RegenerateForm({ onCodes, onCancel }: { onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useRegenerateRecoveryCodes();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '') return setError('Please enter your password.');
    mutation.mutate(
      { password },
      {
        onSuccess: (answer) => onCodes(answer.backupCodes),
        onError: (caught) => {
          setError(authErrorMessage(caught, 'New recovery codes could not be created.'));
          failToast('Recovery codes not changed', caught, 'New recovery codes could not be created.');
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Regenerate recovery codes">
      <p className="text-sm text-muted-foreground">Your current recovery codes stop working once the new ones are made.</p>
      <FormField id="two-factor-regenerate-password" label="Current password" error={error}>
        <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </FormField>
      <SubmitOrCancel label="Create new recovery codes" pending={mutation.isPending} onCancel={onCancel} />
    </form>
  );
}

/** Turning it off: the current password and a code (authenticator or recovery). */
function TurnOffForm({ onCancel }: { onCancel: () => void }) {
  const { refresh } = useAuth();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string | undefined; code?: string | undefined }>({});
  const mutation = useDisableTwoFactor();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = normalizeTwoFactorCode(code);
    const found = {
      password: password === '' ? 'Please enter your password.' : undefined,
      code: typed === '' ? TWO_FACTOR_CODE_FIELD.missing : undefined,
    };
    setErrors(found);
    if (found.password || found.code) return;
    mutation.mutate(
      { password, twoFactorCode: typed },
      {
        onSuccess: () => {
          toast({
            title: 'Two-factor sign-in turned off',
            description: 'Signing in now needs your password only. Your authenticator entry and recovery codes no longer work.',
          });
          void refresh();
        },
        onError: (caught) => {
          const message = authErrorMessage(caught, 'Two-factor sign-in could not be turned off.');
          const codeProblem =
            isApiError(caught) && caught.identityCode !== null && TWO_FACTOR_CODE_ERRORS.has(caught.identityCode);
          setErrors(codeProblem ? { code: message } : { password: message });
          failToast('Two-factor sign-in still on', caught, 'Two-factor sign-in could not be turned off.');
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Turn off two-factor">
      <FormField id="two-factor-off-password" label="Current password" error={errors.password}>
        <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </FormField>
      <TwoFactorCodeField id="two-factor-off-code" value={code} onChange={setCode} error={errors.code} />
      <SubmitOrCancel label="Turn off two-factor sign-in" destructive pending={mutation.isPending} onCancel={onCancel} />
    </form>
  );
}

/** What the section shows while two-factor sign-in is on. `onNewCodes` shows freshly made recovery codes. */
export function TwoFactorOn({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const [open, setOpen] = useState<Open>('none');
  return (
    <div className="grid gap-4">
      <p className="text-sm font-medium">
        <span className="mr-2 inline-block rounded-full bg-green-100 px-2 py-0.5 text-green-900 dark:bg-green-950 dark:text-green-100">
          On
        </span>
        Signing in with your password also asks for a code from your authenticator app.
      </p>
      {open === 'regenerate' ? <RegenerateForm onCodes={onNewCodes} onCancel={() => setOpen('none')} /> : null}
      {open === 'turn-off' ? <TurnOffForm onCancel={() => setOpen('none')} /> : null}
      {open === 'none' ? (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setOpen('regenerate')}>
            Regenerate recovery codes
          </Button>
          <Button variant="secondary" onClick={() => setOpen('turn-off')}>
            Turn off two-factor
          </Button>
        </div>
      ) : null}
    </div>
  );
}
