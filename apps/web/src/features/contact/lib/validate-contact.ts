import { contactMessageSchema, type ContactMessageInput } from '@crowdspark/shared/contracts/contact';

export type ContactField = keyof ContactMessageInput;
export type ContactFormValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'topic', 'message'];

export function isContactField(name: string): name is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(name);
}

/** Validates with the same schema the server uses; the first message per field wins. */
export function validateContact(
  values: ContactFormValues,
): { data: ContactMessageInput; errors?: undefined } | { data?: undefined; errors: ContactFieldErrors } {
  const result = contactMessageSchema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isContactField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return { errors };
}
