/**
 * Every error the API sends has this shape. `code` names the refusal so a client can show its
 * own text in the page's language; `message` is the English text for any other client; `field`
 * names the offending input of a 400.
 *
 * Kept free of zod, so a page that only reads error codes does not load the schemas.
 */
export interface ErrorReply {
  message: string;
  code: string;
  field?: string;
}

/** One code per refusal. A new refusal gets its own code here (and a text in both catalogues). */
export const ERROR_CODES = {
  // The request itself
  malformedRequest: 'MALFORMED_REQUEST',
  requestTooLarge: 'REQUEST_TOO_LARGE',
  unsupportedContentType: 'UNSUPPORTED_CONTENT_TYPE',
  multipartRequired: 'MULTIPART_REQUIRED',
  formTooLarge: 'FORM_TOO_LARGE',
  routeNotFound: 'ROUTE_NOT_FOUND',
  requestTimeout: 'REQUEST_TIMEOUT',
  // A field of the request
  fieldRequired: 'FIELD_REQUIRED',
  fieldTooLong: 'FIELD_TOO_LONG',
  fieldTooShort: 'FIELD_TOO_SHORT',
  fieldInvalid: 'FIELD_INVALID',
  controlCharacters: 'CONTROL_CHARACTERS',
  emailInvalid: 'EMAIL_INVALID',
  phoneInvalid: 'PHONE_INVALID',
  // Who is asking
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  adminOnly: 'ADMIN_ONLY',
  // Limits and outages
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  smsUnavailable: 'SMS_UNAVAILABLE',
  // Accounts and phone verification
  phoneTaken: 'PHONE_TAKEN',
  emailTaken: 'EMAIL_TAKEN',
  usernameTaken: 'USERNAME_TAKEN',
  phoneNotVerified: 'PHONE_NOT_VERIFIED',
  codeInvalid: 'CODE_INVALID',
  codeExpired: 'CODE_EXPIRED',
  codeLocked: 'CODE_LOCKED',
  resendTooSoon: 'RESEND_TOO_SOON',
  tooManyCodes: 'TOO_MANY_CODES',
  invalidCredentials: 'INVALID_CREDENTIALS',
  wrongPassword: 'WRONG_PASSWORD',
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  resetTokenInvalid: 'RESET_TOKEN_INVALID',
  userNotFound: 'USER_NOT_FOUND',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  emailChangeNeedsPassword: 'EMAIL_CHANGE_NEEDS_PASSWORD',
  emailChangeLinkInvalid: 'EMAIL_CHANGE_LINK_INVALID',
  // Sessions and the second sign-in step
  sessionNotFound: 'SESSION_NOT_FOUND',
  twoFactorRequired: 'TWO_FACTOR_REQUIRED',
  twoFactorCodeInvalid: 'TWO_FACTOR_CODE_INVALID',
  signInChallengeInvalid: 'SIGN_IN_CHALLENGE_INVALID',
  twoFactorNotStarted: 'TWO_FACTOR_NOT_STARTED',
  twoFactorAlreadyOn: 'TWO_FACTOR_ALREADY_ON',
  twoFactorNotOn: 'TWO_FACTOR_NOT_ON',
  // Photos of posts and events
  imageRequired: 'IMAGE_REQUIRED',
  tooManyImages: 'TOO_MANY_IMAGES',
  imageTooLarge: 'IMAGE_TOO_LARGE',
  imageTooManyPixels: 'IMAGE_TOO_MANY_PIXELS',
  imageNotSupported: 'IMAGE_NOT_SUPPORTED',
  imageUnreadable: 'IMAGE_UNREADABLE',
  // Posts
  postNotFound: 'POST_NOT_FOUND',
  notPostOwner: 'NOT_POST_OWNER',
  categoryRequired: 'CATEGORY_REQUIRED',
  regionInvalid: 'REGION_INVALID',
  placeInvalid: 'PLACE_INVALID',
  pointInvalid: 'POINT_INVALID',
  pointOutsideJordan: 'POINT_OUTSIDE_JORDAN',
  distanceInvalid: 'DISTANCE_INVALID',
  nearRequired: 'NEAR_REQUIRED',
  postDonatedLocked: 'POST_DONATED_LOCKED',
  offerEnded: 'OFFER_ENDED',
  notAnOffer: 'NOT_AN_OFFER',
  donatedByClaimOnly: 'DONATED_BY_CLAIM_ONLY',
  imageNotInPost: 'IMAGE_NOT_IN_POST',
  cursorInvalid: 'CURSOR_INVALID',
  deadlineInvalid: 'DEADLINE_INVALID',
  deadlineOutOfRange: 'DEADLINE_OUT_OF_RANGE',
  drawNeedsDeadline: 'DRAW_NEEDS_DEADLINE',
  quantityBelowGiven: 'QUANTITY_BELOW_GIVEN',
  shareModeLocked: 'SHARE_MODE_LOCKED',
  // Saved searches
  savedSearchEmpty: 'SAVED_SEARCH_EMPTY',
  savedSearchLimit: 'SAVED_SEARCH_LIMIT',
  savedSearchNotFound: 'SAVED_SEARCH_NOT_FOUND',
  // Wanted posts
  claimWantedPost: 'CLAIM_WANTED_POST',
  // Events
  eventNotFound: 'EVENT_NOT_FOUND',
  eventDateInvalid: 'EVENT_DATE_INVALID',
  eventDatePast: 'EVENT_DATE_PAST',
  eventTimeInvalid: 'EVENT_TIME_INVALID',
  eventEndBeforeStart: 'EVENT_END_BEFORE_START',
  // Banners
  bannerNotFound: 'BANNER_NOT_FOUND',
  bannerContentEmpty: 'BANNER_CONTENT_EMPTY',
  // Claims
  claimOwnPost: 'CLAIM_OWN_POST',
  claimNotAvailable: 'CLAIM_NOT_AVAILABLE',
  claimAlreadySent: 'CLAIM_ALREADY_SENT',
  claimLimitReached: 'CLAIM_LIMIT_REACHED',
  claimQuotaReached: 'CLAIM_QUOTA_REACHED',
  claimNotFound: 'CLAIM_NOT_FOUND',
  notificationNotFound: 'NOTIFICATION_NOT_FOUND',
  unsubscribeLinkInvalid: 'UNSUBSCRIBE_LINK_INVALID',
  unsubscribeLinkUsed: 'UNSUBSCRIBE_LINK_USED',
  notClaimDonor: 'NOT_CLAIM_DONOR',
  claimNotPending: 'CLAIM_NOT_PENDING',
  claimsOfAnother: 'CLAIMS_OF_ANOTHER',
  // Asks, promises and pickups
  askNotFound: 'ASK_NOT_FOUND',
  askOwnPost: 'ASK_OWN_POST',
  askNotAvailable: 'ASK_NOT_AVAILABLE',
  askWantedPost: 'ASK_WANTED_POST',
  askAlreadySent: 'ASK_ALREADY_SENT',
  asksWaitingReached: 'ASKS_WAITING_REACHED',
  receivedItemsReached: 'RECEIVED_ITEMS_REACHED',
  askerReceivedItemsReached: 'ASKER_RECEIVED_ITEMS_REACHED',
  askMemberBlocked: 'ASK_MEMBER_BLOCKED',
  notAskDonor: 'NOT_ASK_DONOR',
  notAsker: 'NOT_ASKER',
  askNotWaiting: 'ASK_NOT_WAITING',
  askAlreadyPromised: 'ASK_ALREADY_PROMISED',
  drawPending: 'DRAW_PENDING',
  askNotPromised: 'ASK_NOT_PROMISED',
  pickupWindowNotFound: 'PICKUP_WINDOW_NOT_FOUND',
  pickupNotAgreed: 'PICKUP_NOT_AGREED',
  pickupTooEarly: 'PICKUP_TOO_EARLY',
  pickupMissedByDonor: 'PICKUP_MISSED_BY_DONOR',
  pickupWindowInvalid: 'PICKUP_WINDOW_INVALID',
  pickupWindowEndBeforeStart: 'PICKUP_WINDOW_END_BEFORE_START',
  pickupWindowInPast: 'PICKUP_WINDOW_IN_PAST',
  pickupWindowTooFar: 'PICKUP_WINDOW_TOO_FAR',
  pickupTooManyWindows: 'PICKUP_TOO_MANY_WINDOWS',
  noCollectorCode: 'NO_COLLECTOR_CODE',
  collectorCodeWrong: 'COLLECTOR_CODE_WRONG',
  collectorCodeLocked: 'COLLECTOR_CODE_LOCKED',
  collectorCodeUsed: 'COLLECTOR_CODE_USED',
  // Feedback
  feedbackSelf: 'FEEDBACK_SELF',
  feedbackNoHandover: 'FEEDBACK_NO_HANDOVER',
  feedbackAlreadySubmitted: 'FEEDBACK_ALREADY_SUBMITTED',
  feedbackNotFound: 'FEEDBACK_NOT_FOUND',
  // Direct messages
  messageToSelf: 'MESSAGE_TO_SELF',
  messageNotFound: 'MESSAGE_NOT_FOUND',
  messageItemNotFound: 'MESSAGE_ITEM_NOT_FOUND',
  messageItemOfAnother: 'MESSAGE_ITEM_OF_ANOTHER',
  // Blocking
  blockSelf: 'BLOCK_SELF',
  memberBlocked: 'MEMBER_BLOCKED',
  claimMemberBlocked: 'CLAIM_MEMBER_BLOCKED',
  // Administration and moderation
  adminOwnRole: 'ADMIN_OWN_ROLE',
  adminOwnAccount: 'ADMIN_OWN_ACCOUNT',
  lastAdmin: 'LAST_ADMIN',
  suspendOwnAccount: 'SUSPEND_OWN_ACCOUNT',
  suspendAdministrator: 'SUSPEND_ADMINISTRATOR',
  reportOwnPost: 'REPORT_OWN_POST',
  contactMessageNotFound: 'CONTACT_MESSAGE_NOT_FOUND',
  // Organisations
  organisationAlreadyApplied: 'ORGANISATION_ALREADY_APPLIED',
  organisationNotFound: 'ORGANISATION_NOT_FOUND',
  organisationAlreadyDecided: 'ORGANISATION_ALREADY_DECIDED',
  // Needs
  notAVerifiedOrganisation: 'NOT_A_VERIFIED_ORGANISATION',
  needNotFound: 'NEED_NOT_FOUND',
  needDeadlineOutOfRange: 'NEED_DEADLINE_OUT_OF_RANGE',
  needFulfilled: 'NEED_FULFILLED',
  needMoreThanLeft: 'NEED_MORE_THAN_LEFT',
  needDonorNotFound: 'NEED_DONOR_NOT_FOUND',
  // Campaigns
  campaignNotFound: 'CAMPAIGN_NOT_FOUND',
  notAllowedToRunCampaign: 'NOT_ALLOWED_TO_RUN_CAMPAIGN',
  campaignDatesOutOfRange: 'CAMPAIGN_DATES_OUT_OF_RANGE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(ERROR_CODES));

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

/**
 * What a schema rule may say beyond its message: the code of its refusal. Contract schemas
 * attach it to custom rules (`.refine(check, { message, params: withCode(...) })`).
 */
export function withCode(code: ErrorCode): { code: ErrorCode } {
  return { code };
}

/** The parts of a zod issue (or of its JSON form in a validation error) that decide a code. */
export interface IssueLike {
  code: string;
  path?: readonly PropertyKey[];
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  params?: { code?: unknown };
}

/** The value at an issue's path in what was validated; undefined when it is missing. */
export function valueAtPath(input: unknown, path: readonly PropertyKey[] = []): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The refusal code of a failed schema rule on `input`: the code the rule carries, else one
 * named by the kind of failure: a missing or blank required text, a text too long or too short,
 * a malformed email, or any other invalid value.
 */
export function errorCodeOfIssue(issue: IssueLike, input: unknown): ErrorCode {
  if (isErrorCode(issue.params?.code)) return issue.params.code;
  switch (issue.code) {
    case 'invalid_type':
      return valueAtPath(input, issue.path) === undefined
        ? ERROR_CODES.fieldRequired
        : ERROR_CODES.fieldInvalid;
    case 'too_big':
      return issue.origin === 'string' ? ERROR_CODES.fieldTooLong : ERROR_CODES.fieldInvalid;
    case 'too_small':
      if (issue.origin !== 'string') return ERROR_CODES.fieldInvalid;
      return Number(issue.minimum) <= 1 ? ERROR_CODES.fieldRequired : ERROR_CODES.fieldTooShort;
    case 'invalid_format':
      return issue.format === 'email' ? ERROR_CODES.emailInvalid : ERROR_CODES.fieldInvalid;
    default:
      return ERROR_CODES.fieldInvalid;
  }
}
