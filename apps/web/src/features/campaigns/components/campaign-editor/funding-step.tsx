import { Lock } from 'lucide-react';
import { CAMPAIGN_LIMITS, SUPPORTED_CURRENCIES } from '@crowdspark/shared/contracts/campaigns';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { parseMoneyInput } from '@/lib/money';
import { fieldId } from '@/features/campaigns/components/campaign-editor/editor-fields';
import type { EditorStepProps } from '@/features/campaigns/components/campaign-editor/use-campaign-editor';
import { feeLine } from '@/features/campaigns/lib/fee-line';

/** Step 4: goal, currency, funding model and duration, read-only once live (backers pledged under them). */
export function FundingStep({
  editor: { live, collaborator, form, update, err, platformCurrency, platformFeePercent },
}: EditorStepProps) {
  const goal = parseMoneyInput(form.goal);
  // Read-only once live (backers pledged under them), and always for collaborators (docs/product-rules.md#campaign-collaborators).
  const locked = live || collaborator;
  return (
    <>
      {locked ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {collaborator
            ? 'Only the campaign’s creator can change the money settings: as a collaborator you see them read-only.'
            : 'Locked while the campaign is live: backers pledged under these terms.'}
        </p>
      ) : null}
      <FormField
        id={fieldId('goal')}
        label={`Funding goal (${form.currency})`}
        hint="From 100.00 to 10,000,000.00."
        error={err('goal')}
      >
        <Input
          name="goal"
          inputMode="decimal"
          value={form.goal}
          readOnly={locked}
          onChange={(e) => update({ goal: e.target.value })}
        />
      </FormField>
      <FormField
        id={fieldId('currency')}
        label="Currency"
        hint={`The platform currency is ${platformCurrency}.`}
        error={err('currency')}
      >
        <Select name="currency" value={form.currency} disabled={locked} onChange={(e) => update({ currency: e.target.value })}>
          {SUPPORTED_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </FormField>
      <fieldset className="grid gap-3" aria-describedby={err('fundingModel') ? `${fieldId('fundingModel')}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Funding model</legend>
        {(
          [
            [
              'all_or_nothing',
              'All-or-nothing',
              'Backers are charged only if you reach your goal by the end date. Miss it and every pledge returns to its backer. Backers can change or cancel until the end.',
            ],
            [
              'keep_it_all',
              'Keep-it-all',
              'You receive every pledge at the end, whatever the total. Pledges are final, so promise only what you can deliver with less money.',
            ],
          ] as const
        ).map(([value, title, text]) => (
          <label
            key={value}
            htmlFor={`funding-model-${value}`}
            className="flex cursor-pointer gap-3 rounded-xl border border-border p-4 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40 has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              id={`funding-model-${value}`}
              type="radio"
              name="fundingModel"
              value={value}
              checked={form.fundingModel === value}
              disabled={locked}
              onChange={() => update({ fundingModel: value })}
              className="mt-1 size-4 accent-primary"
            />
            <span className="grid gap-1 font-semibold">
              {title}
              <span className="text-sm font-normal text-muted-foreground">{text}</span>
            </span>
          </label>
        ))}
        {err('fundingModel') ? (
          <p id={`${fieldId('fundingModel')}-error`} className="text-sm font-medium text-destructive dark:text-red-300">
            {err('fundingModel')}
          </p>
        ) : null}
      </fieldset>
      <FormField
        id={fieldId('durationDays')}
        label="Duration in days"
        hint={`From ${CAMPAIGN_LIMITS.durationMin} to ${CAMPAIGN_LIMITS.durationMax} days; the end date is set when you launch.`}
        error={err('durationDays')}
      >
        <Input
          name="durationDays"
          type="number"
          inputMode="numeric"
          min={CAMPAIGN_LIMITS.durationMin}
          max={CAMPAIGN_LIMITS.durationMax}
          value={form.durationDays}
          readOnly={locked}
          onChange={(e) => update({ durationDays: e.target.value })}
        />
      </FormField>
      <Alert>
        <p className="font-semibold">Platform fee: {platformFeePercent}%</p>
        <p>{feeLine(form.fundingModel, platformFeePercent, goal, form.currency)}</p>
      </Alert>
    </>
  );
}
