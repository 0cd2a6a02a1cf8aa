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
