import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput, ContactReceipt } from '@crowdspark/shared/contracts/contact';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

export const CONTACT_ENDPOINT = '/api/contact';

/** POST /api/contact → 201 {id, receivedAt}; failures throw ApiError (fields, 429). */
export async function sendContactMessage(input: ContactMessageInput): Promise<ContactReceipt> {
  const body = await apiClient.post<unknown>(CONTACT_ENDPOINT, input);
  return checkResponse(body, 'contact', 'contactReceiptSchema');
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
