import { lazy, Suspense } from 'react';
import { CAMPAIGN_LIMITS } from '@crowdspark/shared/contracts/campaigns';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { AddItemButton, RemoveItemButton } from '@/features/campaigns/components/campaign-editor/list-item-buttons';
import { fieldId } from '@/features/campaigns/components/campaign-editor/editor-fields';
import type { EditorStepProps } from '@/features/campaigns/components/campaign-editor/use-campaign-editor';
import { emptyTier } from '@/features/campaigns/lib/editor-form';

// Shipping and add-ons load with the step that uses them (self-contained chunks): the editor's
// first load stays within its budget (docs/decisions/0014-fast-first-load.md).
const TierShippingFields = lazy(() =>
  import('@/features/campaigns/components/campaign-editor/tier-shipping-fields').then((m) => ({ default: m.TierShippingFields })),
);
const AddOnsFields = lazy(() =>
  import('@/features/campaigns/components/campaign-editor/add-ons-fields').then((m) => ({ default: m.AddOnsFields })),
);

/**
 * Step 5: reward tiers, each with a minimum pledge, an optional quantity, a delivery month and
 * where it ships; then the add-ons (docs/product-rules.md#shipping-and-add-ons).
 */
export function RewardsStep({ editor }: EditorStepProps) {
  const { form, update, err, built } = editor;
  return (
    <>
      <p className="text-muted-foreground">
        Rewards are optional. Give each one a minimum pledge, an optional quantity and an estimated delivery month.
        {form.tiers.some((_, i) => Object.keys(built.errors).some((k) => k.startsWith(`tiers.${i}.`)))
          ? ' Rewards are saved once every reward is complete.'
          : ''}
      </p>
      {form.tiers.map((tier, index) => {
        const setTier = (patch: Partial<typeof tier>) =>
          update({ tiers: form.tiers.map((t, i) => (i === index ? { ...t, ...patch } : t)) });
        const key = (field: string) => `tiers.${index}.${field}`;
        return (
          <fieldset key={tier.key} className="grid gap-4 rounded-2xl border border-border p-4">
            <legend className="px-1 font-semibold">Reward {index + 1}</legend>
            <FormField id={fieldId(key('title'))} label="Reward title" error={err(key('title'))}>
              <Input
                name={key('title')}
                value={tier.title}
                maxLength={CAMPAIGN_LIMITS.tierTitleMax}
                onChange={(e) => setTier({ title: e.target.value })}
              />
            </FormField>
            <FormField id={fieldId(key('description'))} label="What backers get" error={err(key('description'))}>
              <Textarea
                name={key('description')}
                rows={3}
                value={tier.description}
                onChange={(e) => setTier({ description: e.target.value })}
              />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField
                id={fieldId(key('minimumPledge'))}
                label={`Minimum pledge (${form.currency})`}
                error={err(key('minimumPledge'))}
              >
                <Input
                  name={key('minimumPledge')}
                  inputMode="decimal"
                  value={tier.minimumPledge}
                  onChange={(e) => setTier({ minimumPledge: e.target.value })}
                />
              </FormField>
              <FormField
                id={fieldId(key('quantity'))}
                label="Quantity (optional)"
                hint="Empty for unlimited."
                error={err(key('quantity'))}
              >
                <Input
                  name={key('quantity')}
                  inputMode="numeric"
                  value={tier.quantity}
                  onChange={(e) => setTier({ quantity: e.target.value })}
                />
              </FormField>
              <FormField
                id={fieldId(key('estimatedDelivery'))}
                label="Estimated delivery"
                hint="Month and year."
                error={err(key('estimatedDelivery'))}
              >
                <Input
                  name={key('estimatedDelivery')}
                  type="month"
                  placeholder="YYYY-MM"
                  value={tier.estimatedDelivery}
                  onChange={(e) => setTier({ estimatedDelivery: e.target.value })}
                />
              </FormField>
            </div>
            <Suspense fallback={null}>
              <TierShippingFields
                prefix={`tiers.${index}`}
                rewardNumber={index + 1}
                currency={form.currency}
                shipping={tier.shipping}
                onChange={(shipping) => setTier({ shipping })}
                err={err}
              />
            </Suspense>
            <RemoveItemButton onRemove={() => update({ tiers: form.tiers.filter((_, i) => i !== index) })}>
              Remove reward {index + 1}
            </RemoveItemButton>
          </fieldset>
        );
      })}
      {err('tiers') ? <p className="text-sm font-medium text-destructive dark:text-red-300">{err('tiers')}</p> : null}
      <AddItemButton
        full={form.tiers.length >= CAMPAIGN_LIMITS.tiersMax}
        onAdd={() => update({ tiers: [...form.tiers, emptyTier()] })}
      >
        Add a reward
      </AddItemButton>
      <Suspense fallback={null}>
        <AddOnsFields editor={editor} />
      </Suspense>
    </>
  );
}
