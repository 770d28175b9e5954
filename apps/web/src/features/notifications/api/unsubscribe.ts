import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeResult } from '@crowdspark/shared/contracts/notifications';
import { unsubscribeRoute } from '@crowdspark/shared/api-routes/notifications';
import { callRoute } from '@/lib/api-client';

/** POST /api/notifications/unsubscribe {token}: the mail's link, signed out. Answers which kind stopped ('all' for every kind). */
export async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return callRoute(unsubscribeRoute, { body: { token } });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
