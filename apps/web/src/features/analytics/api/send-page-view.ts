import { useMutation } from '@tanstack/react-query';
import type { PageView } from '@crowdspark/shared/contracts/analytics';
import { apiClient } from '@/lib/api-client';

export const PAGE_VIEW_ENDPOINT = '/api/analytics/page-view';

/** keepalive: the view of a page the user leaves at once must still arrive. */
export function sendPageView(view: PageView): Promise<void> {
  return apiClient.post<void>(PAGE_VIEW_ENDPOINT, view, { keepalive: true });
}

export function useSendPageView() {
  return useMutation({
    mutationFn: sendPageView,
    // A lost page view is not worth a retry or an error log line.
    retry: false,
    meta: { silent: true },
  });
}
