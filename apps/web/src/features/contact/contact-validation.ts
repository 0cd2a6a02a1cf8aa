import { contactRequestSchema, type ContactRequest } from '@tabarru/contract/contact';

export type ContactField = keyof ContactRequest;
export type ContactErrorKey =
  | 'contact.nameRequired'
  | 'contact.emailRequired'
  | 'contact.emailInvalid'
  | 'contact.messageRequired'
  | 'contact.tooLong';

/**
 * The API's own schema decides; this only names each failure with a catalog key so the page
 * can say it in its language.
 */
export function contactFieldErrors(
  input: ContactRequest,
): Partial<Record<ContactField, ContactErrorKey>> {
  const result = contactRequestSchema.safeParse(input);
  if (result.success) return {};
  const errors: Partial<Record<ContactField, ContactErrorKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (errors[field]) continue;
    const blank = input[field].trim() === '';
    if (issue.code === 'too_big') errors[field] = 'contact.tooLong';
    else if (field === 'name') errors.name = 'contact.nameRequired';
    else if (field === 'message') errors.message = 'contact.messageRequired';
    else errors.email = blank ? 'contact.emailRequired' : 'contact.emailInvalid';
  }
  return errors;
}
