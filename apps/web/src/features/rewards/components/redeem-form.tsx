import { useState, type FormEvent } from 'react';
import { POINTS_REDEEM_STEP } from '@crowdspark/shared/constants/rewards';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { formatMoney, newIdempotencyKey } from '@/lib/money';
import { useRedeemPoints } from '@/features/rewards/api/redeem-points';

/** Points into promotion credit, in steps of 100 (1 point = 1 cent); the credit is shown before redeeming. */
export function RedeemForm({ points, currency }: { points: number; currency: string }) {
  const steps = Math.floor(points / POINTS_REDEEM_STEP);
  const [chosen, setChosen] = useState(POINTS_REDEEM_STEP);
  // One key per attempt at this amount: a retry of the same attempt sends the same key.
  const [key, setKey] = useState(newIdempotencyKey);
  const redeem = useRedeemPoints();
  if (steps === 0)
    return (
      <p className="text-sm text-muted-foreground">
        Redeem points for promotion credit once you have {POINTS_REDEEM_STEP}: every {POINTS_REDEEM_STEP} points are{' '}
        {formatMoney(POINTS_REDEEM_STEP, currency)}.
      </p>
    );
  const amount = Math.min(chosen, steps * POINTS_REDEEM_STEP);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    redeem.mutate(
      { points: amount, idempotencyKey: key },
      {
        onSuccess: () => {
          setKey(newIdempotencyKey());
          toast({
            title: `Redeemed ${amount} points for ${formatMoney(amount, currency)} of promotion credit.`,
            variant: 'success',
          });
        },
        onError: (error) => toast({ title: 'Points not redeemed', description: error.message, variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:max-w-sm">
      <FormField id="redeem-points" label="Points to redeem">
        <Select
          value={amount}
          onChange={(e) => {
            setChosen(Number(e.currentTarget.value));
            setKey(newIdempotencyKey());
          }}
        >
          {Array.from({ length: Math.min(steps, 50) }, (_, i) => (i + 1) * POINTS_REDEEM_STEP).map((value) => (
            <option key={value} value={value}>
              {value} points → {formatMoney(value, currency)}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" disabled={redeem.isPending}>
        {redeem.isPending ? 'Redeeming…' : `Redeem for ${formatMoney(amount, currency)} credit`}
      </Button>
    </form>
  );
}
