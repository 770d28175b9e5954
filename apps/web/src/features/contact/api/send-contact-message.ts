import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput, ContactReceipt } from '@crowdspark/shared/contracts/contact';
import { postContactRoute } from '@crowdspark/shared/api-routes/contact';
import { callRoute } from '@/lib/api-client';

/** POST /api/contact → 201 {id, receivedAt}; failures throw ApiError (fields, 429). */
export async function sendContactMessage(input: ContactMessageInput): Promise<ContactReceipt> {
  return callRoute(postContactRoute, { body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
