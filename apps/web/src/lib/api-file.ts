import { fetchOk } from '@/lib/api-client';

/**
 * A GET of a file route (a PDF or CSV download that may answer JSON instead, e.g. 202 while it is
 * being prepared): the Response when 2xx, otherwise the same ApiError a JSON call throws. Apart
 * from api-client.ts, which every first load carries, so only the pages that download load it.
 */
export async function fetchApiFile(path: string, signal?: AbortSignal): Promise<Response> {
  return fetchOk(path, { credentials: 'same-origin', ...(signal ? { signal } : {}) });
}
