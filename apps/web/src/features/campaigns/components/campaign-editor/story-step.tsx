import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { uploadCampaignImage } from '@/features/campaigns/api/upload-campaign-image';
import { fieldId } from '@/features/campaigns/components/campaign-editor/editor-fields';
import type { EditorStepProps } from '@/features/campaigns/components/campaign-editor/use-campaign-editor';

// Tiptap is the heaviest code of the editor: loaded only when this step shows (docs/decisions/0023-campaign-page.md).
const RichTextEditor = lazy(() => import('@/components/rich-text/rich-text-editor'));

function EditorPlaceholder() {
  return <div className="h-80 animate-skeleton rounded-lg bg-muted" aria-busy="true" aria-label="Loading the story editor" />;
}

/**
 * Step 2: the story in the rich-text editor, "Risks and challenges" and "About the creator", and a
 * full-page preview of the draft as backers will see it (owner only: docs/product-rules.md#story-preview).
 */
export function StoryStep({ editor }: EditorStepProps) {
  const { form, update, err, ensureCampaign, saveDraft } = editor;
  const navigate = useNavigate();
  const [previewError, setPreviewError] = useState<string | null>(null);
  const storyId = fieldId('story');
  const hintId = `${storyId}-hint`;
  const errorId = `${storyId}-error`;
  const storyError = err('story');

  // Story pictures go through the campaign's image upload under the role 'story': they stay in the
  // story and never join the gallery. Only our own image URLs survive the server's allow-list.
  const uploadStoryImage = async (file: File) => {
    const campaignId = await ensureCampaign();
    const image = await uploadCampaignImage({ campaignId, role: 'story', file });
    return image.url;
  };

  const preview = async () => {
    setPreviewError(null);
    try {
      await saveDraft();
      const campaignId = await ensureCampaign();
      void navigate(`${paths.campaign(campaignId)}?preview=1`);
    } catch {
      setPreviewError('The draft could not be saved, so there is nothing to preview yet. Fix the fields marked above.');
    }
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Suspense fallback={<EditorPlaceholder />}>
          <RichTextEditor
            id={storyId}
            label="Story"
            value={form.story}
            onChange={(story) => update({ story })}
            onUploadImage={uploadStoryImage}
            describedBy={[hintId, storyError ? errorId : ''].filter(Boolean).join(' ')}
          />
        </Suspense>
        <p id={hintId} className="text-sm text-muted-foreground">
          Use headings for sections, lists, quotes, links, pictures and a YouTube or Vimeo video. Links open the way backers
          expect; videos load only when a backer presses play.
        </p>
        {storyError ? (
          <p id={errorId} className="text-sm font-medium text-destructive dark:text-red-300">
            {storyError}
          </p>
        ) : null}
      </div>
      <FormField
        id={fieldId('risks')}
        label="Risks and challenges"
        hint="What could delay or stop the project, and how you will handle it. Plain text; line breaks are kept."
        error={err('risks')}
      >
        <Textarea name="risks" rows={5} value={form.risks} onChange={(event) => update({ risks: event.target.value })} />
      </FormField>
      <FormField
        id={fieldId('aboutCreator')}
        label="About the creator"
        hint="Who you are and why backers can trust you to deliver. Plain text."
        error={err('aboutCreator')}
      >
        <Textarea
          name="aboutCreator"
          rows={4}
          value={form.aboutCreator}
          onChange={(event) => update({ aboutCreator: event.target.value })}
        />
      </FormField>
      <div className="grid justify-items-start gap-2">
        <Button type="button" variant="secondary" onClick={() => void preview()}>
          <Eye aria-hidden="true" />
          Preview the campaign page
        </Button>
        {previewError ? (
          <p role="alert" className="text-sm text-destructive">
            {previewError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
