import { CAMPAIGN_LIMITS } from '@crowdspark/shared/contracts/campaigns';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { AddItemButton, RemoveItemButton } from '@/features/campaigns/components/campaign-editor/list-item-buttons';
import { fieldId } from '@/features/campaigns/components/campaign-editor/editor-fields';
import type { EditorStepProps } from '@/features/campaigns/components/campaign-editor/use-campaign-editor';
import { emptyFaq } from '@/features/campaigns/lib/editor-form';

/** Step 6: questions and answers shown on the campaign page. */
export function FaqStep({ editor: { form, update, err } }: EditorStepProps) {
  return (
    <>
      <p className="text-muted-foreground">Answer what backers ask most: shipping, timelines, what happens if you raise more.</p>
      {form.faqs.map((faq, index) => {
        const setFaq = (patch: Partial<typeof faq>) =>
          update({ faqs: form.faqs.map((f, i) => (i === index ? { ...f, ...patch } : f)) });
        const key = (field: string) => `faqs.${index}.${field}`;
        return (
          <fieldset key={faq.key} className="grid gap-4 rounded-2xl border border-border p-4">
            <legend className="px-1 font-semibold">Question {index + 1}</legend>
            <FormField id={fieldId(key('question'))} label="Question" error={err(key('question'))}>
              <Input
                name={key('question')}
                value={faq.question}
                maxLength={CAMPAIGN_LIMITS.questionMax}
                onChange={(e) => setFaq({ question: e.target.value })}
              />
            </FormField>
            <FormField id={fieldId(key('answer'))} label="Answer" error={err(key('answer'))}>
              <Textarea
                name={key('answer')}
                rows={3}
                value={faq.answer}
                maxLength={CAMPAIGN_LIMITS.answerMax}
                onChange={(e) => setFaq({ answer: e.target.value })}
              />
            </FormField>
            <RemoveItemButton onRemove={() => update({ faqs: form.faqs.filter((_, i) => i !== index) })}>
              Remove question {index + 1}
            </RemoveItemButton>
          </fieldset>
        );
      })}
      <AddItemButton
        full={form.faqs.length >= CAMPAIGN_LIMITS.faqsMax}
        onAdd={() => update({ faqs: [...form.faqs, emptyFaq()] })}
      >
        Add a question
      </AddItemButton>
    </>
  );
}
