import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { TwoFactorCodeField } from '@/components/ui/two-factor-code-field';
import { formatMoney } from '@/lib/money';

export interface WithdrawalDraft {
  amount: number;
  currency: string;
  holderName: string;
  accountNumber: string;
}

/** The account as the review shows it: only its last four characters, like the withdrawal list. */
function maskedAccount(accountNumber: string): string {
  const compact = accountNumber.replace(/[\s-]/g, '');
  return `•••• ${compact.slice(-4).toUpperCase()}`;
}

/** With two-factor sign-in on, the review asks for a code: right before the money leaves, so it is still current. */
export interface SecondFactorInput {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * The step between filling in the form and the money leaving: what is withdrawn, what it costs,
 * where it goes and when it arrives, with "Confirm withdrawal" and a way back to edit.
 */
export function WithdrawReview({
  draft,
  pending,
  onConfirm,
  onEdit,
  secondFactor,
}: {
  draft: WithdrawalDraft;
  pending: boolean;
  onConfirm: () => void;
  onEdit: () => void;
  secondFactor?: SecondFactorInput | undefined;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const amount = formatMoney(draft.amount, draft.currency);
  return (
    <section aria-labelledby="withdraw-review-heading" className="grid gap-4">
      <h3 id="withdraw-review-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        Review your withdrawal
      </h3>
      <dl className="grid gap-3 rounded-xl border border-border p-4 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="text-muted-foreground">Amount</dt>
        <dd className="font-semibold tabular-nums">{amount}</dd>
        <dt className="text-muted-foreground">Fee</dt>
        <dd>None: you receive {amount}</dd>
        <dt className="text-muted-foreground">To</dt>
        <dd>
          {draft.holderName}, account {maskedAccount(draft.accountNumber)}
        </dd>
        <dt className="text-muted-foreground">When it arrives</dt>
        <dd>
          Sent as soon as you confirm; banks usually show it within 1–3 business days. Large withdrawals first wait for an
          administrator’s approval.
        </dd>
      </dl>
      <p className="text-sm text-muted-foreground">The amount leaves your balance when you confirm.</p>
      {secondFactor ? (
        <TwoFactorCodeField
          id="withdraw-two-factor-code"
          value={secondFactor.value}
          onChange={secondFactor.onChange}
          error={secondFactor.error}
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={onConfirm} disabled={pending}>
          {pending ? 'Requesting withdrawal…' : 'Confirm withdrawal'}
        </Button>
        <Button size="lg" variant="secondary" onClick={onEdit} disabled={pending}>
          Edit
        </Button>
      </div>
    </section>
  );
}
