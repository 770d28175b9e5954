import { ADD_ON_LIMITS } from '@crowdspark/shared/constants/shipping';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AddItemButton, RemoveItemButton } from '@/features/campaigns/components/campaign-editor/list-item-buttons';
import type { EditorStepProps } from '@/features/campaigns/components/campaign-editor/use-campaign-editor';
import type { AddOnForm } from '@/features/campaigns/lib/rewards-extras-form';

// Self-contained (no import from the editor's own chunk), so this step's extras load lazily.
let rowCounter = 0;
const newKey = () => {
  rowCounter += 1;
  return `new-extra-${rowCounter}`;
};
/** The editor's field ids (editor-fields.ts#fieldId), so server messages land on these inputs. */
const fieldId = (key: string) => `campaign-${key.replace(/\./g, '-')}`;

const emptyAddOn = (): AddOnForm => ({ key: newKey(), title: '', description: '', price: '', quantity: '' });

/** Extras backers can add to a reward, each with a price and an optional quantity. */
export function AddOnsFields({ editor: { form, update, err } }: EditorStepProps) {
  return (
    <section aria-labelledby="add-ons-heading" className="grid gap-4">
      <h3 id="add-ons-heading" className="text-lg font-semibold">
        Add-ons
      </h3>
      <p className="text-sm text-muted-foreground">
        Optional extras backers can add to any reward, with a quantity each. Their price is added to the pledge.
      </p>
      {form.addOns.map((addOn, index) => {
        const setAddOn = (patch: Partial<typeof addOn>) =>
          update({ addOns: form.addOns.map((a, i) => (i === index ? { ...a, ...patch } : a)) });
        const key = (field: string) => `addOns.${index}.${field}`;
        return (
          <fieldset key={addOn.key} className="grid gap-4 rounded-2xl border border-border p-4">
            <legend className="px-1 font-semibold">Add-on {index + 1}</legend>
            <FormField id={fieldId(key('title'))} label="Add-on title" error={err(key('title'))}>
              <Input
                value={addOn.title}
                maxLength={ADD_ON_LIMITS.titleMax}
                onChange={(e) => setAddOn({ title: e.target.value })}
              />
            </FormField>
            <FormField id={fieldId(key('description'))} label="Add-on description (optional)" error={err(key('description'))}>
              <Input
                value={addOn.description}
                maxLength={ADD_ON_LIMITS.descriptionMax}
                onChange={(e) => setAddOn({ description: e.target.value })}
              />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id={fieldId(key('price'))} label={`Add-on price (${form.currency})`} error={err(key('price'))}>
                <Input inputMode="decimal" value={addOn.price} onChange={(e) => setAddOn({ price: e.target.value })} />
              </FormField>
              <FormField
                id={fieldId(key('quantity'))}
                label="Add-on quantity (optional)"
                hint="Empty for unlimited."
                error={err(key('quantity'))}
              >
                <Input inputMode="numeric" value={addOn.quantity} onChange={(e) => setAddOn({ quantity: e.target.value })} />
              </FormField>
            </div>
            <RemoveItemButton onRemove={() => update({ addOns: form.addOns.filter((_, i) => i !== index) })}>
              Remove add-on {index + 1}
            </RemoveItemButton>
          </fieldset>
        );
      })}
      <AddItemButton
        full={form.addOns.length >= ADD_ON_LIMITS.addOnsMax}
        onAdd={() => update({ addOns: [...form.addOns, emptyAddOn()] })}
      >
        Add an add-on
      </AddItemButton>
    </section>
  );
}
