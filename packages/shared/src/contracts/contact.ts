import { z } from 'zod';

export const CONTACT_TOPICS = ['general', 'support', 'press', 'partnerships', 'trust-and-safety'] as const;

/** Body of POST /api/contact; the same schema validates the form in the browser. */
export const contactMessageSchema = z
  .object({
    name: z.string().trim().min(1, 'Please enter your name.').max(100, 'Name is too long (100 characters at most).'),
    email: z.string().trim().max(254, 'Email is too long.').email('Please enter a valid email address.'),
    topic: z.enum(CONTACT_TOPICS, { message: 'Please choose a topic.' }),
    message: z
      .string()
      .trim()
      .min(10, 'Please write at least 10 characters.')
      .max(5000, 'Message is too long (5000 characters at most).'),
  })
  .strict();

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const contactReceiptSchema = z.object({ id: z.string(), receivedAt: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
