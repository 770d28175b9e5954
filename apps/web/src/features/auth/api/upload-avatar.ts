import { ApiError } from '@/lib/api-client';

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
export function uploadAvatar(file: File, onProgress?: (percent: number) => void): Promise<{ photoURL: string }> {
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
        resolve(JSON.parse(request.responseText) as { photoURL: string });
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
