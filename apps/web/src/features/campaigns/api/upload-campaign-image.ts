import { useMutation } from '@tanstack/react-query';
import type { CampaignImage, ImageRole } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

/** Files up to this size go as one multipart request; larger ones use the resumable tus upload. */
export const SMALL_UPLOAD_MAX_BYTES = 256 * 1024;
export const TUS_CHUNK_SIZE = 256 * 1024;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export interface UploadImageInput {
  campaignId: string;
  role: ImageRole;
  file: File;
  /** 0–100 as bytes reach the server. */
  onProgress?: (percent: number) => void;
}

/** Both ways answer {image} (the shared imageUploadResultSchema). */
function readImage(body: unknown): CampaignImage {
  const result = checkResponse(body, 'campaigns', 'imageUploadResultSchema');
  if (typeof result !== 'object' || result === null || !result.image) throw new Error('The server did not return the image.');
  return result.image;
}

function tusErrorMessage(error: Error): string {
  const response = (error as Error & { originalResponse?: { getBody(): string } | null }).originalResponse;
  if (response) {
    try {
      const body = JSON.parse(response.getBody()) as { error?: { message?: string } };
      if (body.error?.message) return body.error.message;
    } catch {
      // Not our JSON: fall through to the generic sentence.
    }
  }
  return 'The upload failed. Check your connection and try again; it resumes where it stopped.';
}

/** POST /api/campaigns/:id/images?role= (multipart, ≤ 256 KiB). */
async function uploadSmall({ campaignId, role, file, onProgress }: UploadImageInput): Promise<CampaignImage> {
  const form = new FormData();
  form.append('file', file);
  onProgress?.(0);
  const image = readImage(
    await apiClient.post<unknown>(`/api/campaigns/${encodeURIComponent(campaignId)}/images?role=${role}`, form),
  );
  onProgress?.(100);
  return image;
}

/**
 * tus upload at /api/uploads/ in 256 KiB chunks with metadata {campaignId, role}; retries after a
 * dropped connection and resumes an interrupted upload of the same file (fingerprint in storage).
 */
async function uploadResumable({ campaignId, role, file, onProgress }: UploadImageInput): Promise<CampaignImage> {
  // Loaded on the first large upload: the tus client is a third of the editor's code otherwise.
  const { Upload } = await import('tus-js-client');
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: '/api/uploads/',
      chunkSize: TUS_CHUNK_SIZE,
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      metadata: { campaignId, role, filename: file.name, filetype: file.type },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress?.(total ? Math.floor((sent / total) * 100) : 0),
      onSuccess: (payload) => {
        try {
          resolve(readImage(JSON.parse(payload.lastResponse.getBody())));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
      onError: (error) => reject(new Error(tusErrorMessage(error))),
    });
    void upload
      .findPreviousUploads()
      .then((previous) => {
        const last = previous[0];
        if (last) upload.resumeFromPreviousUpload(last);
      })
      .catch(() => undefined)
      .finally(() => upload.start());
  });
}

export function uploadCampaignImage(input: UploadImageInput): Promise<CampaignImage> {
  if (input.file.size > IMAGE_MAX_BYTES) return Promise.reject(new Error('Images can be at most 10 MiB.'));
  return input.file.size <= SMALL_UPLOAD_MAX_BYTES ? uploadSmall(input) : uploadResumable(input);
}

/**
 * Not retried by the query client: the tus upload retries and resumes by itself, and a multipart
 * upload sent again behind the user's back would upload the file twice.
 */
export function useUploadCampaignImage() {
  return useMutation({ mutationFn: uploadCampaignImage, retry: false });
}
