import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { type Withdrawal } from '@crowdspark/shared/contracts/wallet';
import { WITHDRAWAL_LIMITS, type WalletCurrency } from '@crowdspark/shared/constants/money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/ui/page-blocks';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { normalizeTwoFactorCode, TWO_FACTOR_CODE_ERRORS, TWO_FACTOR_CODE_FIELD } from '@/lib/two-factor-code';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { useRequestWithdrawal } from '@/features/wallet/api/request-withdrawal';
import { useIdempotencyKey } from '@/features/wallet/hooks/use-idempotency-key';
import {
  limitsText,
  validateWithdraw,
  WITHDRAW_FIELDS,
  withdrawFieldOf,
  type WithdrawErrors,
  type WithdrawField,
  type WithdrawValues,
} from '@/features/wallet/lib/validate-wallet-forms';
import { describeWithdrawal, WITHDRAWAL_STATUS_TONES } from '@/features/wallet/lib/withdrawal-status';
import { walletErrorMessage } from '@/features/wallet/lib/wallet-messages';
import { CurrencyField } from '@/features/wallet/components/currency-field';
import { WithdrawReview, type WithdrawalDraft } from '@/features/wallet/components/withdraw-review';

type TextField = Exclude<keyof WithdrawValues, 'currency'>;

/**
 * `notice`: shown at the top of the form (e.g. why withdrawing needs a verified email).
 * `twoFactorEnabled`: the review step asks for a two-factor code (the server refuses without one).
 */
export function WithdrawForm({
  defaultCurrency,
  notice,
  twoFactorEnabled = false,
}: {
  defaultCurrency: string;
  notice?: ReactNode;
  twoFactorEnabled?: boolean;
}) {
  const baseId = useId();
  const fieldId = (field: WithdrawField) => `${baseId}-withdraw-${field}`;
  const [values, setValues] = useState<Omit<WithdrawValues, 'currency'>>({ amount: '', holderName: '', accountNumber: '' });
  const [chosenCurrency, setCurrency] = useState<string | null>(null);
  const [errors, setErrors] = useState<WithdrawErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [result, setResult] = useState<Withdrawal | null>(null);
  /** Set once the form is valid: the review step shows it until the person confirms or edits. */
  const [draft, setDraft] = useState<WithdrawalDraft | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const wallet = useWallet();
  const withdraw = useRequestWithdrawal();
  const idempotency = useIdempotencyKey();

  const balances = wallet.data?.balances ?? [];
  const currency = chosenCurrency ?? defaultCurrency;
  const currencies = balances.length > 0 ? balances.map((b) => b.currency) : [currency];
  const available = balances.find((b) => b.currency === currency)?.amount;
  const focusField = (field: WithdrawField) => document.getElementById(fieldId(field))?.focus();

  function onChange(field: TextField) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    };
  }

  /** Valid input goes to the review step; nothing is sent until the person confirms there. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const checked = validateWithdraw({ ...values, currency }, available);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = WITHDRAW_FIELDS.find((field) => checked.errors[field]);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    setDraft({ ...checked.data, currency });
  }

  function onConfirm(confirmed: WithdrawalDraft) {
    if (withdraw.isPending) return;
    const typedCode = normalizeTwoFactorCode(code);
    if (twoFactorEnabled && typedCode === '') {
      setCodeError(TWO_FACTOR_CODE_FIELD.missing);
      return;
    }
    setCodeError(undefined);
    const { amount, holderName, accountNumber } = confirmed;
    const request = {
      amount,
      currency: currency as WalletCurrency,
      bankAccount: { holderName, accountNumber },
      ...(twoFactorEnabled ? { twoFactorCode: typedCode } : {}),
    };
    withdraw.mutate(
      { request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: (withdrawal) => {
          idempotency.finish();
          setDraft(null);
          setCode('');
          setResult(withdrawal);
          setValues({ amount: '', holderName: '', accountNumber: '' });
          requestAnimationFrame(() => resultRef.current?.focus());
        },
        onError: (caught) => {
          idempotency.failed(caught);
          // A missing, wrong or used code: the review stays, with the reason under the code field.
          if (isApiError(caught) && caught.identityCode !== null && TWO_FACTOR_CODE_ERRORS.has(caught.identityCode)) {
            setCode('');
            setCodeError(walletErrorMessage(caught, TWO_FACTOR_CODE_FIELD.missing));
            return;
          }
          // Back to the form, which says what went wrong.
          setDraft(null);
          const fieldErrors: WithdrawErrors = {};
          if (isApiError(caught))
            for (const [path, message] of Object.entries(caught.fields)) {
              const field = withdrawFieldOf(path);
              if (field) fieldErrors[field] ??= message;
            }
          const first = WITHDRAW_FIELDS.find((field) => fieldErrors[field]);
          if (first) {
            setErrors(fieldErrors);
            setFormError('Please correct the highlighted fields.');
            // The form is back on screen after this render.
            requestAnimationFrame(() => focusField(first));
            return;
          }
          setFormError(walletErrorMessage(caught, 'The withdrawal could not be requested.'));
        },
      },
    );
  }

  if (result) {
    const { title, body } = describeWithdrawal(result);
    const tone = WITHDRAWAL_STATUS_TONES[result.status];
    return (
      <div ref={resultRef} tabIndex={-1} role="status" className="grid gap-4 outline-none">
        <Alert variant={tone === 'failed' ? 'destructive' : tone === 'success' ? 'success' : 'info'}>
          <p className="font-semibold">{title}</p>
          <p>{body}</p>
        </Alert>
        <Button variant="secondary" className="w-fit" onClick={() => setResult(null)}>
          Make another withdrawal
        </Button>
      </div>
    );
  }

  if (draft)
    return (
      <WithdrawReview
        draft={draft}
        pending={withdraw.isPending}
        onConfirm={() => onConfirm(draft)}
        onEdit={() => setDraft(null)}
        secondFactor={twoFactorEnabled ? { value: code, onChange: setCode, error: codeError } : undefined}
      />
    );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      {notice}
      <FormError>{formError}</FormError>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <FormField
          id={fieldId('amount')}
          label="Amount"
          hint={
            <>
              {limitsText(WITHDRAWAL_LIMITS, currency)}
              {available !== undefined ? ` Available: ${formatMoney(available, currency)}.` : ''}
            </>
          }
          error={errors.amount}
        >
          <Input name="amount" inputMode="decimal" autoComplete="off" value={values.amount} onChange={onChange('amount')} />
        </FormField>
        <CurrencyField id={`${baseId}-withdraw-currency`} value={currency} currencies={currencies} onChange={setCurrency} />
      </div>
      <FormField id={fieldId('holderName')} label="Account holder name" error={errors.holderName}>
        <Input
          name="holderName"
          autoComplete="name"
          maxLength={100}
          value={values.holderName}
          onChange={onChange('holderName')}
        />
      </FormField>
      <FormField
        id={fieldId('accountNumber')}
        label="Account number or IBAN"
        hint="Spaces and dashes are fine. We keep only the last four characters."
        error={errors.accountNumber}
      >
        <Input
          name="accountNumber"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          value={values.accountNumber}
          onChange={onChange('accountNumber')}
        />
      </FormField>
      <p className="rounded-xl bg-muted px-4 py-3 text-sm leading-6 text-muted-foreground">
        You review the withdrawal before it is sent; the amount leaves your balance when you confirm. Large withdrawals wait for
        an administrator’s approval before they are sent; if a withdrawal is refused, the money comes back to your wallet.
      </p>
      <Button type="submit" size="lg" className="w-fit">
        Review withdrawal
      </Button>
    </form>
  );
}
