import { z } from 'zod';

/**
 * Every error the API sends has this shape. `code` lets the web app show the text in the
 * page's language; `message` is the English text for any other client; `field` names the
 * offending input of a 400.
 */
export const errorReplySchema = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const ERROR_CODES = {
  invalidInput: 'INVALID_INPUT',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooLarge: 'TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  unavailable: 'UNAVAILABLE',
  phoneTaken: 'PHONE_TAKEN',
  emailTaken: 'EMAIL_TAKEN',
  usernameTaken: 'USERNAME_TAKEN',
  phoneNotVerified: 'PHONE_NOT_VERIFIED',
  codeInvalid: 'CODE_INVALID',
  codeExpired: 'CODE_EXPIRED',
  codeLocked: 'CODE_LOCKED',
  resendTooSoon: 'RESEND_TOO_SOON',
  invalidCredentials: 'INVALID_CREDENTIALS',
  wrongPassword: 'WRONG_PASSWORD',
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  resetTokenInvalid: 'RESET_TOKEN_INVALID',
  claimOwnPost: 'CLAIM_OWN_POST',
  claimNotAvailable: 'CLAIM_NOT_AVAILABLE',
  claimAlreadySent: 'CLAIM_ALREADY_SENT',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
