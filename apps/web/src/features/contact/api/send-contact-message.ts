import { mutationOptions, useMutation } from '@tanstack/react-query';
import { contactReceiptSchema, type ContactMessageInput, type ContactReceipt } from '@crowdspark/shared/contracts/contact';
import { apiClient } from '@/lib/api-client';

export const CONTACT_ENDPOINT = '/api/contact';

/** POST /api/contact → 201 {id, receivedAt}; failures throw ApiError (fields, 429). */
export async function sendContactMessage(input: ContactMessageInput): Promise<ContactReceipt> {
  return contactReceiptSchema.parse(await apiClient.post<unknown>(CONTACT_ENDPOINT, input));
}

export function sendContactMessageMutationOptions() {
  return mutationOptions({
    mutationKey: ['contact', 'send'],
    mutationFn: sendContactMessage,
  });
}

export function useSendContactMessage() {
  return useMutation(sendContactMessageMutationOptions());
}
