import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { srcSetOf } from '@/features/campaigns/components/campaign-cover';
import { ImageUploadField } from '@/features/campaigns/components/image-upload-field';
import { fieldId } from '@/features/campaigns/components/campaign-editor/editor-fields';
import type { EditorStepProps } from '@/features/campaigns/components/campaign-editor/use-campaign-editor';

/** Step 3: cover, gallery (uploaded at once, creating the draft if needed) and a video link. */
export function MediaStep({ editor: { campaign, form, update, err, ensureCampaign, refreshImages } }: EditorStepProps) {
  return (
    <>
      <div className="grid gap-3">
        <h3 className="font-semibold">Cover image</h3>
        {campaign?.cover ? (
          <img
            src={campaign.cover.url}
            srcSet={srcSetOf(campaign.cover.variants)}
            sizes="(min-width: 1024px) 600px, 100vw"
            alt="Current cover"
            className="aspect-video w-full max-w-xl rounded-xl border border-border object-cover"
          />
        ) : (
          <p className="text-sm text-muted-foreground">No cover yet. A 16:9 image of at least 1200 px wide looks best.</p>
        )}
        <ImageUploadField
          imageRole="cover"
          label={campaign?.cover ? 'Replace the cover' : 'Upload a cover'}
          hint="JPEG, PNG, WebP, GIF or AVIF up to 10 MiB. Large files upload in parts and resume after a dropped connection."
          ensureCampaign={ensureCampaign}
          onUploaded={() => void refreshImages()}
        />
      </div>
      <div className="grid gap-3">
        <h3 className="font-semibold">Gallery</h3>
        {campaign && campaign.gallery.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {campaign.gallery.map((image, index) => (
              <li key={image.id}>
                <img
                  src={image.url}
                  alt={`Gallery, ${index + 1} of ${campaign.gallery.length}`}
                  className="aspect-video w-full rounded-lg border border-border object-cover"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No gallery images yet.</p>
        )}
        <ImageUploadField
          imageRole="gallery"
          label="Add a gallery image"
          hint="Shown under the story, in the order you add them."
          ensureCampaign={ensureCampaign}
          onUploaded={() => void refreshImages()}
        />
      </div>
      <FormField
        id={fieldId('videoUrl')}
        label="Video link (optional)"
        hint="An https link to YouTube or Vimeo."
        error={err('videoUrl')}
      >
        <Input
          name="videoUrl"
          type="url"
          inputMode="url"
          value={form.videoUrl}
          onChange={(e) => update({ videoUrl: e.target.value })}
        />
      </FormField>
    </>
  );
}
