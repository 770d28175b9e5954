import { useId, useState } from 'react';
import type { CampaignImage, ImageRole } from '@crowdspark/shared/contracts/campaigns';
import { isApiError } from '@/lib/api-client';
import { useUploadCampaignImage } from '@/features/campaigns/api/upload-campaign-image';
import { ProgressBar } from '@/features/campaigns/components/campaign-progress';

interface ImageUploadFieldProps {
  imageRole: ImageRole;
  label: string;
  hint: string;
  /** Resolves the campaign id (creating the draft first when needed). */
  ensureCampaign: () => Promise<string>;
  onUploaded: (image: CampaignImage) => void;
  disabled?: boolean;
}

/** A file input that uploads at once (multipart ≤ 256 KiB, tus above) and shows the progress. */
export function ImageUploadField({
  imageRole,
  label,
  hint,
  ensureCampaign,
  onUploaded,
  disabled = false,
}: ImageUploadFieldProps) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const uploadImage = useUploadCampaignImage();

  const upload = async (file: File) => {
    setError(null);
    setDone(null);
    setProgress(0);
    try {
      const campaignId = await ensureCampaign();
      const image = await uploadImage.mutateAsync({ campaignId, role: imageRole, file, onProgress: setProgress });
      onUploaded(image);
      setDone(`${file.name} uploaded.`);
    } catch (caught) {
      setError(isApiError(caught) || caught instanceof Error ? caught.message : 'The upload failed. Please try again.');
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        disabled={disabled || progress !== null}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-border file:bg-card file:px-3 file:py-2 file:font-semibold file:text-foreground hover:file:bg-muted"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {progress !== null ? (
        <div className="grid gap-1">
          <ProgressBar percent={progress} label={`Uploading ${label.toLowerCase()}`} />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            Uploading… {progress}%
          </p>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
          {error}
        </p>
      ) : null}
      {done ? (
        <p className="text-sm text-green-800 dark:text-green-300" aria-live="polite">
          {done}
        </p>
      ) : null}
    </div>
  );
}
