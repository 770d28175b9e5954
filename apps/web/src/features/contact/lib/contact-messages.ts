export const CONTACT_MESSAGES = {
  rateLimited: 'You have sent several messages in a short time. Please wait a few minutes, then try again.',
  failed: 'We could not send your message. Please try again in a moment.',
  fixFields: 'Please correct the highlighted fields.',
  sentTitle: 'Message sent',
} as const;
