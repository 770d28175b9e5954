import { CATEGORIES } from '@crowdspark/shared/constants/categories';
import { CAMPAIGN_LIMITS } from '@crowdspark/shared/contracts/campaigns';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { fieldId } from '@/features/campaigns/components/campaign-editor/editor-fields';
import type { EditorStepProps } from '@/features/campaigns/components/campaign-editor/use-campaign-editor';

/** Step 1: title, blurb, category, tags and location. */
export function BasicsStep({ editor: { form, update, err } }: EditorStepProps) {
  return (
    <>
      <FormField
        id={fieldId('title')}
        label="Title"
        hint={`${CAMPAIGN_LIMITS.titleMin}–${CAMPAIGN_LIMITS.titleMax} characters.`}
        error={err('title')}
      >
        <Input
          name="title"
          value={form.title}
          maxLength={CAMPAIGN_LIMITS.titleMax}
          onChange={(e) => update({ title: e.target.value })}
        />
      </FormField>
      <FormField
        id={fieldId('blurb')}
        label="Short blurb"
        hint={`One or two sentences for cards and link previews (${form.blurb.length}/${CAMPAIGN_LIMITS.blurbMax}).`}
        error={err('blurb')}
      >
        <Textarea
          name="blurb"
          rows={3}
          value={form.blurb}
          maxLength={CAMPAIGN_LIMITS.blurbMax}
          onChange={(e) => update({ blurb: e.target.value })}
        />
      </FormField>
      <FormField id={fieldId('category')} label="Category" error={err('category')}>
        <Select name="category" value={form.category} onChange={(e) => update({ category: e.target.value })}>
          <option value="">Choose a category</option>
          {CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        id={fieldId('tags')}
        label="Tags (optional)"
        hint="Up to 10, separated by commas, e.g. board-games, solar."
        error={err('tags')}
      >
        <Input name="tags" value={form.tags} onChange={(e) => update({ tags: e.target.value })} />
      </FormField>
      <FormField
        id={fieldId('location')}
        label="Location (optional)"
        hint="City and country, shown on the campaign page."
        error={err('location')}
      >
        <Input
          name="location"
          value={form.location}
          maxLength={CAMPAIGN_LIMITS.locationMax}
          onChange={(e) => update({ location: e.target.value })}
        />
      </FormField>
    </>
  );
}
