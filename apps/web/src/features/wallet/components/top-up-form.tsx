import { useId, useRef, useState, type FormEvent } from 'react';
import { Lock } from 'lucide-react';
import { TOP_UP_LIMITS, WALLET_CURRENCIES } from '@crowdspark/shared/constants/money';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/ui/page-blocks';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { leaveTo } from '@/lib/leave-to';
import { formatMoney, parseMoneyInput, toMoneyInput } from '@/lib/money';
import { useCreateTopUp } from '@/features/wallet/api/create-top-up';
import { useIdempotencyKey } from '@/features/wallet/hooks/use-idempotency-key';
import { limitsText, validateTopUp } from '@/features/wallet/lib/validate-wallet-forms';
import { walletErrorMessage } from '@/features/wallet/lib/wallet-messages';
import { CurrencyField } from '@/features/wallet/components/currency-field';

/** Whole currency units offered as one-tap amounts. */
export const QUICK_TOP_UPS = [1000, 2500, 5000, 10000] as const;

export function TopUpForm({ defaultCurrency }: { defaultCurrency: string }) {
  const baseId = useId();
  const amountId = `${baseId}-top-up-amount`;
  const [amount, setAmount] = useState('');
  const [chosenCurrency, setCurrency] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [redirecting, setRedirecting] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const idempotency = useIdempotencyKey();
  const topUp = useCreateTopUp();
  // The platform currency arrives with the configuration; until the person picks one, follow it.
  const currency = chosenCurrency ?? defaultCurrency;
  const currencies: readonly string[] = WALLET_CURRENCIES.includes(currency as (typeof WALLET_CURRENCIES)[number])
    ? WALLET_CURRENCIES
    : [currency, ...WALLET_CURRENCIES];
  const busy = topUp.isPending || redirecting;
  const typed = parseMoneyInput(amount);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(undefined);
    const checked = validateTopUp({ amount, currency });
    if (checked.error !== undefined) {
      setError(checked.error);
      amountRef.current?.focus();
      return;
    }
    setError(undefined);
    const request = { amount: checked.amount, currency: currency as (typeof WALLET_CURRENCIES)[number] };
    topUp.mutate(
      { request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: ({ checkoutUrl }) => {
          idempotency.finish();
          setRedirecting(true);
          leaveTo(checkoutUrl);
        },
        onError: (caught) => {
          idempotency.failed(caught);
          const fieldMessage = isApiError(caught) ? (caught.fields.amount ?? caught.fields.currency) : undefined;
          if (fieldMessage) {
            setError(fieldMessage);
            amountRef.current?.focus();
            return;
          }
          setFormError(walletErrorMessage(caught, 'Checkout could not be started.'));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="grid gap-5">
      <FormError>{formError}</FormError>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <FormField
          id={amountId}
          label="Amount"
          hint={`${limitsText(TOP_UP_LIMITS, currency)} You pay at our payment provider's secure checkout.`}
          error={error}
        >
          <Input
            ref={amountRef}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              if (error) setError(undefined);
            }}
          />
        </FormField>
        <CurrencyField id={`${baseId}-top-up-currency`} value={currency} currencies={currencies} onChange={setCurrency} />
      </div>
      <div role="group" aria-label="Quick amounts" className="flex flex-wrap gap-2">
        {QUICK_TOP_UPS.map((pick) => (
          <Button
            key={pick}
            variant={typed === pick ? 'soft' : 'secondary'}
            size="sm"
            aria-pressed={typed === pick}
            onClick={() => {
              setAmount(toMoneyInput(pick));
              setError(undefined);
            }}
          >
            {formatMoney(pick, currency)}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={busy}>
          <Lock aria-hidden="true" />
          {busy ? 'Opening checkout…' : 'Continue to checkout'}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {redirecting ? 'Taking you to secure checkout…' : ''}
        </p>
      </div>
    </form>
  );
}
