import { z } from 'zod';

import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from './constants';

/** POST /contact: the contact form. The same schema validates the form and the API. */
export const contactRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(CONTACT_NAME_MAX),
  email: z
    .string()
    .trim()
    .max(CONTACT_EMAIL_MAX)
    .pipe(z.email('Please enter a valid email address')),
  message: z.string().trim().min(1, 'Please enter a message').max(CONTACT_MESSAGE_MAX),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactReplySchema = z.object({ message: z.string() });
export type ContactReply = z.infer<typeof contactReplySchema>;

export const CONTACT_SENT_MESSAGE = 'Your message has been sent.';

export const CONTACT_MESSAGES = {
  notFound: 'Contact message not found',
} as const;

export const contactMessageIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** A message of the contact form as administrators read it; `handled_at` is null while open. */
const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** GET /admin/contact-messages: the open ones first, each group newest first. */
export const adminContactMessageListReplySchema = z.array(adminContactMessageSchema);

/** PUT /admin/contact-messages/:id/handled: marks it handled, or open again. */
export const contactHandledRequestSchema = z.object({ handled: z.boolean() });
export type ContactHandledRequest = z.infer<typeof contactHandledRequestSchema>;

export const adminContactMessageReplySchema = adminContactMessageSchema;
