import { ApiError, toApiError } from '@/lib/api-client';

/**
 * A GET of a file route (a PDF or CSV download that may answer JSON instead, e.g. 202 while it is
 * being prepared): the Response when 2xx, otherwise the same ApiError a JSON call throws. Apart
 * from api-client.ts, which every first load carries, so only the pages that download load it.
 */
export async function fetchApiFile(path: string, signal?: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network error: the server could not be reached. Check your connection and try again.',
    });
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}
