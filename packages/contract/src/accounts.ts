import { z } from 'zod';

import { LANGUAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { asciiDigits } from './digits';
import { feedbackEntrySchema } from './feedback';
import { ERROR_CODES, withCode } from './errors';
import { impactSchema } from './impact-schemas';
import { placeReplySchema } from './place-schemas';
import { normalizeJordanPhone, phoneSchema } from './phone';

/** Accounts: phone verification, registration, sign-in, password reset, profiles. */

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
export const LOCATION_MAX_LENGTH = 100;

export const OTP_CODE_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;
export const OTP_MAX_SENDS_PER_10_MINUTES = 3;
/**
 * How long a verified phone may be used to register or to change a profile's phone, by the
 * client holding the verification token of the check.
 */
export const VERIFIED_PHONE_VALID_MINUTES = 30;
/**
 * How long the address that verified a phone may use it without the token, for the earlier
 * product's web client, which sends none.
 */
export const VERIFIED_PHONE_SAME_ADDRESS_MINUTES = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;

/** Letters of any script, digits, '_', '.', '-': names people recognise, nothing to spoof. */
const USERNAME_PATTERN = /^[\p{L}\p{M}\p{N}_.-]+$/u;
/** A letter or digit other than tatweel (which only stretches the letters beside it). */
const USERNAME_SUBSTANCE = /[\p{L}\p{N}]/u;

const localeSchema = z.enum(LANGUAGES);

/** `:userId` in a path: a positive integer id. */
export const userIdParamsSchema = z.object({
  userId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(USERNAME_PATTERN, 'Username may contain letters, digits, _ . and - only')
  .refine((name) => USERNAME_SUBSTANCE.test(name.replaceAll('\u0640', '')), {
    message: 'Username must contain a letter or a digit',
  });

/** A new password; the list of common passwords is checked by the API alone (it is large). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password being checked, not set: any length the form allows, never trimmed. */
const givenPasswordSchema = z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH);

/**
 * A texted code as typed: digits of any script or width (Arabic-Indic, Eastern Arabic-Indic,
 * fullwidth) read as the ASCII ones the code is made of, so a code typed on an Arabic keyboard
 * is the same code. The web form and the API read it alike; ASCII codes pass unchanged.
 */
export const otpCodeSchema = z
  .string()
  .overwrite(asciiDigits)
  .trim()
  .regex(new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`), `The code is ${OTP_CODE_LENGTH} digits`);

export const checkPhoneRequestSchema = z.object({ phone: phoneSchema });
export type CheckPhoneRequest = z.input<typeof checkPhoneRequestSchema>;

/** {success, error}: the shape the earlier client reads. */
export const verificationReplySchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
});
export type VerificationReply = z.infer<typeof verificationReplySchema>;

/**
 * Proof that this client completed the check: single use, for registration or a profile's
 * phone change (`verificationToken`). A client that does not send it is held to the address
 * that verified and a few minutes.
 */
const verificationTokenSchema = z.string().trim().min(1).max(100);

export const checkCodeReplySchema = verificationReplySchema.extend({
  verificationToken: z.string().optional(),
});
export type CheckCodeReply = z.infer<typeof checkCodeReplySchema>;

export const sendCodeRequestSchema = z.object({
  phone: phoneSchema,
  /** the language of the text message */
  locale: localeSchema.optional(),
});
export type SendCodeRequest = z.input<typeof sendCodeRequestSchema>;

export const sendCodeReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** seconds until another code may be asked for */
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type SendCodeReply = z.infer<typeof sendCodeReplySchema>;

export const checkCodeRequestSchema = z.object({ phone: phoneSchema, code: otpCodeSchema });
export type CheckCodeRequest = z.input<typeof checkCodeRequestSchema>;

export const registrationRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  phone_number: phoneSchema,
  /** the language of the page the member registered on; their mail comes in it */
  locale: localeSchema.optional(),
  verificationToken: verificationTokenSchema.optional(),
});
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

export const loginRequestSchema = z.object({
  /**
   * The account's email or its phone number, typed as people in Jordan type it (signInAccount).
   * Any text is taken, as the earlier client may send any: one that is neither finds no account.
   */
  email: z.string().trim().min(1, 'Email is required').max(EMAIL_MAX_LENGTH),
  password: givenPasswordSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The account a sign-in names, as accounts store it: an email, or a phone as +9627XXXXXXXX. */
export interface SignInAccount {
  by: 'email' | 'phone';
  value: string;
}

/**
 * A Jordanian mobile number as +9627XXXXXXXX, in the forms and digits normalizeJordanPhone reads
 * and also without its 0 (7XXXXXXXX), as people say it: in a sign-in's first field nothing else
 * is written that way.
 */
function typedMobileNumber(typed: string): string | null {
  return normalizeJordanPhone(typed) ?? normalizeJordanPhone(`0${typed.trim()}`);
}

/**
 * Reads the first field of a sign-in: a Jordanian mobile number however it was typed, else an
 * email in lower case, as sign-in read every text before it took phones. The same account typed
 * two ways gives the same value, which the sign-in limit counts and the security log records.
 */
export function signInAccount(typed: string): SignInAccount {
  const phone = typedMobileNumber(typed);
  return phone === null
    ? { by: 'email', value: typed.trim().toLowerCase() }
    : { by: 'phone', value: phone };
}

/**
 * The sign-in form: its first field must hold an @ or read as a Jordanian mobile number, so a
 * number typed a digit short is pointed out instead of answered "Invalid Credentials". An @ is
 * enough for an email: a stricter check could only turn away someone the API would sign in.
 */
export const signInFormSchema = loginRequestSchema.extend({
  email: loginRequestSchema.shape.email.refine(
    (typed) => typed.includes('@') || typedMobileNumber(typed) !== null,
    {
      message: 'Enter your email, or your mobile number as 07XXXXXXXX',
      params: withCode(ERROR_CODES.fieldInvalid),
    },
  ),
});

export const tokenReplySchema = z.object({ jwtToken: z.string() });
export type TokenReply = z.infer<typeof tokenReplySchema>;

/** The login failure body, a bare JSON string as the earlier API sent it (docs/api.md). */
export const INVALID_CREDENTIALS_REPLY = 'Invalid Credentials';

export const forgotPasswordRequestSchema = z.object({
  email: emailSchema,
  /** the reset link opens the page in this language */
  locale: localeSchema.optional(),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z.string().trim().min(1, 'Missing or invalid token').max(200, 'Missing or invalid token'),
  new_password: newPasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

export const updateCredentialsRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  phone_number: phoneSchema,
  /** optional here: the earlier product's client sends no location; empty clears it */
  location: z.string().trim().max(LOCATION_MAX_LENGTH).nullable().optional(),
  /** of the check that verified a new phone */
  verificationToken: verificationTokenSchema.optional(),
  /** whether to get an email about messages left unread; unchanged when left out */
  message_emails: z.boolean().optional(),
  /** needed to change the email */
  currentPassword: givenPasswordSchema.optional(),
});
export type UpdateCredentialsRequest = z.input<typeof updateCredentialsRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: givenPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** A password change ends every older token, this one included; the reply carries its successor. */
export const changePasswordReplySchema = z.object({ message: z.string(), jwtToken: z.string() });
export type ChangePasswordReply = z.infer<typeof changePasswordReplySchema>;

/** What anyone may see of a member (GET /api/users/:userId): never email, phone or hash. */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  is_admin: z.boolean(),
  location: z.string().nullable(),
  /** mean of the ratings received, one decimal; null before the first */
  rating: z.number().nullable(),
  /** how many members rated them */
  rating_count: z.number().int(),
  active_posts: z.number().int(),
  /** handovers confirmed as the donor */
  items_donated: z.number().int(),
  /** handovers confirmed as the receiver */
  items_received: z.number().int(),
  created_at: z.string(),
  feedbacks: z.array(feedbackEntrySchema),
  /** the estimated impact of the items they gave: their donated posts */
  impact: impactSchema,
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** DELETE /api/users/me: the member deletes their own account, their password given again. */
export const deleteOwnAccountRequestSchema = z.object({ password: givenPasswordSchema });
export type DeleteOwnAccountRequest = z.input<typeof deleteOwnAccountRequestSchema>;

/** The signed-in member's own profile (GET /profile, GET /Posting/, PUT /update-credentials). */
const ownProfileSchema = publicProfileSchema.extend({
  email: z.string(),
  phone_number: z.string(),
  locale: localeSchema,
  /** an email about messages left unread (at most one an hour per conversation) */
  message_emails: z.boolean(),
  /** a new address waiting for its link to be followed; null when none */
  pending_email: z.string().nullable(),
  /** the second sign-in step is on */
  two_factor: z.boolean(),
  /** where the member lives, one of Jordan's places: the feed opens near it; null when unset */
  home_place: placeReplySchema.nullable(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** GET /profile and GET /Posting/ answer a list whose first item is the profile. */
export const ownProfileListSchema = z.array(ownProfileSchema.extend({ zip_code: z.null() }));

export const updateCredentialsReplySchema = z.object({
  message: z.string(),
  user: ownProfileSchema,
  /** a new token when the username changed, since the token carries it */
  jwtToken: z.string(),
});
export type UpdateCredentialsReply = z.infer<typeof updateCredentialsReplySchema>;

/** The claims of the session token; the client decodes them, the API re-reads the user. */
export interface SessionClaims {
  userId: number;
  username: string;
  isAdmin: boolean;
  /** the user's token version when it was issued */
  tv: number;
  /** the session it belongs to (its row on the server) */
  sid: string;
  iat: number;
  exp: number;
}

/** The exact English texts of these flows; the web app shows its own by `code`. */
export const ACCOUNT_MESSAGES = {
  codeSent: 'Code sent to your phone',
  phoneVerified: 'Phone verified successfully',
  phoneTaken: 'Phone number already registered',
  invalidCode: 'Invalid code',
  codeExpired: 'This code has expired. Please request a new one.',
  codeLocked: 'Too many wrong codes. Please request a new one.',
  resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before resending`,
  tooManyCodes: 'Too many codes were sent to this phone. Please try again later.',
  smsUnavailable: 'Text messages cannot be sent right now. Please try again in a few minutes.',
  phoneNotVerified: 'Please verify your phone number first',
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  invalidCredentials: INVALID_CREDENTIALS_REPLY,
  wrongCurrentPassword: 'Your current password is not correct',
  /** DELETE /api/users/me with a password that is not the account's */
  wrongPassword: 'Your password is not correct',
  accountDeleted: 'Your account has been deleted.',
  resetRequested: 'If an account exists for this email, we have sent a link to reset its password.',
  resetDone: 'Password reset successfully',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  profileUpdated: 'Profile updated successfully',
  passwordUpdated: 'Password updated successfully',
  userNotFound: 'User not found',
  accountSuspended:
    'This account is suspended. To talk about it, write to the team through the contact page.',
} as const;
