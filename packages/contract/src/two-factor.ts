import { z } from 'zod';

/**
 * The second sign-in step: a code from an authenticator app (TOTP, RFC 6238), or one of ten
 * recovery codes. Any member may turn it on; administrators of a public site must.
 */

export const TWO_FACTOR_CODE_LENGTH = 6;
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in may wait for its code. */
export const SIGN_IN_CHALLENGE_MINUTES = 5;

/** A code as typed: an authenticator's six digits or a recovery code, any spaces or dashes. */
const typedCodeSchema = z.string().trim().min(1, 'Enter the code').max(40, 'Enter the code');

/** POST /authentication/login when the account has a second step: no token yet. */
export const secondStepReplySchema = z.object({
  twoFactorRequired: z.literal(true),
  /** names the sign-in whose password was right, for the second step's request */
  challenge: z.string(),
});
export type SecondStepReply = z.infer<typeof secondStepReplySchema>;

export const secondStepRequestSchema = z.object({
  challenge: z.string().trim().min(1).max(2000),
  code: typedCodeSchema,
});
export type SecondStepRequest = z.input<typeof secondStepRequestSchema>;

/** GET /api/users/me/two-factor */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  since: z.string().nullable(),
  /** recovery codes not used yet */
  recoveryCodesLeft: z.number().int(),
  /** this site requires it of administrators */
  requiredForAdministrators: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/users/me/two-factor/setup: a new secret, pending until a code confirms it. */
export const twoFactorSetupReplySchema = z.object({
  /** base32, for typing into an app by hand */
  secret: z.string(),
  /** otpauth:// URI, shown as a QR code */
  uri: z.string(),
});
export type TwoFactorSetupReply = z.infer<typeof twoFactorSetupReplySchema>;

export const twoFactorEnableRequestSchema = z.object({ code: typedCodeSchema });
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequestSchema>;

/** The recovery codes, shown once. */
export const recoveryCodesReplySchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesReply = z.infer<typeof recoveryCodesReplySchema>;

/** Turning it off, or new recovery codes: the password again. */
export const twoFactorPasswordRequestSchema = z.object({
  password: z.string().min(1, 'Password is required').max(128),
});
export type TwoFactorPasswordRequest = z.input<typeof twoFactorPasswordRequestSchema>;

export const TWO_FACTOR_MESSAGES = {
  enabled: 'Two-step sign-in is on.',
  disabled: 'Two-step sign-in is off.',
  newRecoveryCodes: 'New recovery codes made; the old ones no longer work.',
  codeInvalid: 'This code is not right. Try the newest code from your app.',
  challengeInvalid: 'This sign-in took too long. Please sign in again.',
  notStarted: 'Start setting up two-step sign-in first.',
  alreadyOn: 'Two-step sign-in is already on.',
  notOn: 'Two-step sign-in is not on.',
  required: 'Administrators must sign in with two-step sign-in on this site.',
} as const;
