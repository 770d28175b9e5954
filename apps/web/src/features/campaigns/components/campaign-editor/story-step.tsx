import { StoryEditor } from '@/features/campaigns/components/story-editor';
import { fieldId } from '@/features/campaigns/components/campaign-editor/editor-fields';
import type { EditorStepProps } from '@/features/campaigns/components/campaign-editor/use-campaign-editor';

/** Step 2: the story, in the Markdown editor with its preview. */
export function StoryStep({ editor: { form, update, err } }: EditorStepProps) {
  return <StoryEditor id={fieldId('story')} value={form.story} onChange={(story) => update({ story })} error={err('story')} />;
}
