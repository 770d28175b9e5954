import { useMutation } from '@tanstack/react-query';
import type { AvatarUploadResult } from '@crowdspark/shared/contracts/users';
import { ApiError } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

function errorFrom(status: number, body: string): ApiError {
  let message = `The upload failed (status ${status}). Please try again.`;
  let code: ApiError['code'] = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'INTERNAL';
  try {
    const parsed = JSON.parse(body) as { error?: { code?: string; message?: string } };
    if (parsed.error?.message) message = parsed.error.message;
    if (parsed.error?.code) code = parsed.error.code as ApiError['code'];
  } catch {
    // Not our JSON (a proxy page): keep the sentence with the status.
  }
  return new ApiError({ status, code, message });
}

/**
 * POST /api/me/avatar (multipart): the server re-encodes it to a square WebP. Sent with
 * XMLHttpRequest rather than fetch because only XHR reports upload progress (0–100).
 */
export interface UploadAvatarInput {
  file: File;
  /** 0–100 as bytes reach the server. */
  onProgress?: (percent: number) => void;
}

export async function uploadAvatar({ file, onProgress }: UploadAvatarInput): Promise<AvatarUploadResult> {
  const body = await sendAvatar(file, onProgress);
  return checkResponse(body, 'users', 'avatarUploadResultSchema');
}

function sendAvatar(file: File, onProgress?: (percent: number) => void): Promise<unknown> {
  const form = new FormData();
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/me/avatar');
    request.setRequestHeader('accept', 'application/json');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.floor((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        resolve(JSON.parse(request.responseText) as unknown);
      } else reject(errorFrom(request.status, request.responseText));
    };
    request.onerror = () =>
      reject(
        new ApiError({
          status: 0,
          code: 'NETWORK_ERROR',
          message: 'Network error: the server could not be reached. Check your connection and try again.',
        }),
      );
    onProgress?.(0);
    request.send(form);
  });
}

export function useUploadAvatar() {
  return useMutation({ retry: false, mutationFn: uploadAvatar });
}
