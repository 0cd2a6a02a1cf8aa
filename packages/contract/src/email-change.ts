import { z } from 'zod';

/**
 * Changing the email: the current password is asked, the new address is used once the link
 * mailed to it is followed, and the old address is told, with a link that says "this was not
 * me": it undoes the change and ends every session.
 */

/** How long the link sent to the new address works. */
export const EMAIL_CHANGE_CONFIRM_HOURS = 24;
/** How long the old address may undo the change. */
export const EMAIL_CHANGE_UNDO_DAYS = 14;

const linkTokenSchema = z
  .string()
  .trim()
  .min(1, 'This link is not valid')
  .max(200, 'This link is not valid');

/** POST /api/email-change/confirm and /api/email-change/undo: the token of the mailed link. */
export const emailChangeLinkRequestSchema = z.object({ token: linkTokenSchema });
export type EmailChangeLinkRequest = z.input<typeof emailChangeLinkRequestSchema>;

export const emailChangeConfirmedReplySchema = z.object({
  message: z.string(),
  email: z.string(),
});
export type EmailChangeConfirmedReply = z.infer<typeof emailChangeConfirmedReplySchema>;

export const emailChangeUndoneReplySchema = z.object({
  message: z.string(),
  /** the address the account has now */
  email: z.string(),
});
export type EmailChangeUndoneReply = z.infer<typeof emailChangeUndoneReplySchema>;

export const EMAIL_CHANGE_MESSAGES = {
  needsPassword: 'Enter your current password to change your email.',
  confirmed: 'Your new email address is confirmed.',
  undone: 'The change was undone and every device was signed out. Choose a new password now.',
  linkInvalid: 'This link is invalid or has expired.',
} as const;
