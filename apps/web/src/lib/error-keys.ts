import { ERROR_CODES, isErrorCode, type ErrorCode } from '@tabarru/contract/errors';

import type { CatalogKey, TFunction } from '../i18n/i18n';
import { ApiError, NETWORK_ERROR_CODE, OFFLINE_ERROR_CODE } from './api-client';

/**
 * The one table from an API refusal's code to what the page says about it, in the page's
 * language. It is typed over every code of the contract, so a new code does not compile until
 * it has its text here; `errors.<CODE>` exists in both catalogs (error-keys.test.ts). Nothing
 * reads the English `message` of a reply.
 */
export const ERROR_CODE_KEYS: Record<ErrorCode, CatalogKey> = {
  MALFORMED_REQUEST: 'errors.MALFORMED_REQUEST',
  REQUEST_TOO_LARGE: 'errors.REQUEST_TOO_LARGE',
  UNSUPPORTED_CONTENT_TYPE: 'errors.UNSUPPORTED_CONTENT_TYPE',
  MULTIPART_REQUIRED: 'errors.MULTIPART_REQUIRED',
  FORM_TOO_LARGE: 'errors.FORM_TOO_LARGE',
  ROUTE_NOT_FOUND: 'errors.ROUTE_NOT_FOUND',
  REQUEST_TIMEOUT: 'errors.REQUEST_TIMEOUT',
  FIELD_REQUIRED: 'errors.FIELD_REQUIRED',
  FIELD_TOO_LONG: 'errors.FIELD_TOO_LONG',
  FIELD_TOO_SHORT: 'errors.FIELD_TOO_SHORT',
  FIELD_INVALID: 'errors.FIELD_INVALID',
  CONTROL_CHARACTERS: 'errors.CONTROL_CHARACTERS',
  EMAIL_INVALID: 'errors.EMAIL_INVALID',
  PHONE_INVALID: 'errors.PHONE_INVALID',
  UNAUTHENTICATED: 'errors.UNAUTHENTICATED',
  FORBIDDEN: 'errors.FORBIDDEN',
  ADMIN_ONLY: 'errors.ADMIN_ONLY',
  RATE_LIMITED: 'errors.RATE_LIMITED',
  INTERNAL: 'errors.INTERNAL',
  SERVICE_UNAVAILABLE: 'errors.SERVICE_UNAVAILABLE',
  SMS_UNAVAILABLE: 'errors.SMS_UNAVAILABLE',
  PHONE_TAKEN: 'errors.PHONE_TAKEN',
  EMAIL_TAKEN: 'errors.EMAIL_TAKEN',
  USERNAME_TAKEN: 'errors.USERNAME_TAKEN',
  PHONE_NOT_VERIFIED: 'errors.PHONE_NOT_VERIFIED',
  CODE_INVALID: 'errors.CODE_INVALID',
  CODE_EXPIRED: 'errors.CODE_EXPIRED',
  CODE_LOCKED: 'errors.CODE_LOCKED',
  RESEND_TOO_SOON: 'errors.RESEND_TOO_SOON',
  TOO_MANY_CODES: 'errors.TOO_MANY_CODES',
  INVALID_CREDENTIALS: 'errors.INVALID_CREDENTIALS',
  WRONG_PASSWORD: 'errors.WRONG_PASSWORD',
  PASSWORD_TOO_COMMON: 'errors.PASSWORD_TOO_COMMON',
  RESET_TOKEN_INVALID: 'errors.RESET_TOKEN_INVALID',
  USER_NOT_FOUND: 'errors.USER_NOT_FOUND',
  ACCOUNT_SUSPENDED: 'errors.ACCOUNT_SUSPENDED',
  EMAIL_CHANGE_NEEDS_PASSWORD: 'errors.EMAIL_CHANGE_NEEDS_PASSWORD',
  EMAIL_CHANGE_LINK_INVALID: 'errors.EMAIL_CHANGE_LINK_INVALID',
  SESSION_NOT_FOUND: 'sessions.errors.SESSION_NOT_FOUND',
  TWO_FACTOR_REQUIRED: 'errors.TWO_FACTOR_REQUIRED',
  TWO_FACTOR_CODE_INVALID: 'twoFactor.errors.TWO_FACTOR_CODE_INVALID',
  SIGN_IN_CHALLENGE_INVALID: 'twoFactor.errors.SIGN_IN_CHALLENGE_INVALID',
  TWO_FACTOR_NOT_STARTED: 'twoFactor.errors.TWO_FACTOR_NOT_STARTED',
  TWO_FACTOR_ALREADY_ON: 'twoFactor.errors.TWO_FACTOR_ALREADY_ON',
  TWO_FACTOR_NOT_ON: 'twoFactor.errors.TWO_FACTOR_NOT_ON',
  IMAGE_REQUIRED: 'errors.IMAGE_REQUIRED',
  TOO_MANY_IMAGES: 'errors.TOO_MANY_IMAGES',
  IMAGE_TOO_LARGE: 'errors.IMAGE_TOO_LARGE',
  IMAGE_TOO_MANY_PIXELS: 'errors.IMAGE_TOO_MANY_PIXELS',
  IMAGE_NOT_SUPPORTED: 'errors.IMAGE_NOT_SUPPORTED',
  IMAGE_UNREADABLE: 'errors.IMAGE_UNREADABLE',
  POST_NOT_FOUND: 'errors.POST_NOT_FOUND',
  NOT_POST_OWNER: 'errors.NOT_POST_OWNER',
  CATEGORY_REQUIRED: 'errors.CATEGORY_REQUIRED',
  REGION_INVALID: 'errors.REGION_INVALID',
  PLACE_INVALID: 'errors.PLACE_INVALID',
  POINT_INVALID: 'errors.POINT_INVALID',
  POINT_OUTSIDE_JORDAN: 'errors.POINT_OUTSIDE_JORDAN',
  DISTANCE_INVALID: 'errors.DISTANCE_INVALID',
  NEAR_REQUIRED: 'errors.NEAR_REQUIRED',
  POST_DONATED_LOCKED: 'errors.POST_DONATED_LOCKED',
  OFFER_ENDED: 'freshness.errors.OFFER_ENDED',
  NOT_AN_OFFER: 'freshness.errors.NOT_AN_OFFER',
  DONATED_BY_CLAIM_ONLY: 'errors.DONATED_BY_CLAIM_ONLY',
  IMAGE_NOT_IN_POST: 'errors.IMAGE_NOT_IN_POST',
  CURSOR_INVALID: 'errors.CURSOR_INVALID',
  SAVED_SEARCH_EMPTY: 'savedSearches.errors.SAVED_SEARCH_EMPTY',
  SAVED_SEARCH_LIMIT: 'savedSearches.errors.SAVED_SEARCH_LIMIT',
  SAVED_SEARCH_NOT_FOUND: 'savedSearches.errors.SAVED_SEARCH_NOT_FOUND',
  CLAIM_WANTED_POST: 'wanted.errors.CLAIM_WANTED_POST',
  EVENT_NOT_FOUND: 'errors.EVENT_NOT_FOUND',
  EVENT_DATE_INVALID: 'errors.EVENT_DATE_INVALID',
  EVENT_DATE_PAST: 'errors.EVENT_DATE_PAST',
  EVENT_TIME_INVALID: 'errors.EVENT_TIME_INVALID',
  EVENT_END_BEFORE_START: 'errors.EVENT_END_BEFORE_START',
  BANNER_NOT_FOUND: 'errors.BANNER_NOT_FOUND',
  BANNER_CONTENT_EMPTY: 'errors.BANNER_CONTENT_EMPTY',
  CLAIM_OWN_POST: 'errors.CLAIM_OWN_POST',
  CLAIM_NOT_AVAILABLE: 'errors.CLAIM_NOT_AVAILABLE',
  CLAIM_ALREADY_SENT: 'errors.CLAIM_ALREADY_SENT',
  CLAIM_LIMIT_REACHED: 'errors.CLAIM_LIMIT_REACHED',
  CLAIM_QUOTA_REACHED: 'errors.CLAIM_QUOTA_REACHED',
  CLAIM_NOT_FOUND: 'errors.CLAIM_NOT_FOUND',
  NOTIFICATION_NOT_FOUND: 'errors.NOTIFICATION_NOT_FOUND',
  UNSUBSCRIBE_LINK_INVALID: 'errors.UNSUBSCRIBE_LINK_INVALID',
  UNSUBSCRIBE_LINK_USED: 'errors.UNSUBSCRIBE_LINK_USED',
  NOT_CLAIM_DONOR: 'errors.NOT_CLAIM_DONOR',
  CLAIM_NOT_PENDING: 'errors.CLAIM_NOT_PENDING',
  CLAIMS_OF_ANOTHER: 'errors.CLAIMS_OF_ANOTHER',
  ASK_NOT_FOUND: 'pickupErrors.ASK_NOT_FOUND',
  ASK_OWN_POST: 'pickupErrors.ASK_OWN_POST',
  ASK_NOT_AVAILABLE: 'pickupErrors.ASK_NOT_AVAILABLE',
  ASK_WANTED_POST: 'pickupErrors.ASK_WANTED_POST',
  ASK_ALREADY_SENT: 'pickupErrors.ASK_ALREADY_SENT',
  ASKS_WAITING_REACHED: 'pickupErrors.ASKS_WAITING_REACHED',
  ASK_MEMBER_BLOCKED: 'pickupErrors.ASK_MEMBER_BLOCKED',
  NOT_ASK_DONOR: 'pickupErrors.NOT_ASK_DONOR',
  NOT_ASKER: 'pickupErrors.NOT_ASKER',
  ASK_NOT_WAITING: 'pickupErrors.ASK_NOT_WAITING',
  ASK_ALREADY_PROMISED: 'pickupErrors.ASK_ALREADY_PROMISED',
  ASK_NOT_PROMISED: 'pickupErrors.ASK_NOT_PROMISED',
  PICKUP_WINDOW_NOT_FOUND: 'pickupErrors.PICKUP_WINDOW_NOT_FOUND',
  PICKUP_NOT_AGREED: 'pickupErrors.PICKUP_NOT_AGREED',
  PICKUP_TOO_EARLY: 'pickupErrors.PICKUP_TOO_EARLY',
  PICKUP_MISSED_BY_DONOR: 'pickupErrors.PICKUP_MISSED_BY_DONOR',
  PICKUP_WINDOW_INVALID: 'pickupErrors.PICKUP_WINDOW_INVALID',
  PICKUP_WINDOW_END_BEFORE_START: 'pickupErrors.PICKUP_WINDOW_END_BEFORE_START',
  PICKUP_WINDOW_IN_PAST: 'pickupErrors.PICKUP_WINDOW_IN_PAST',
  PICKUP_WINDOW_TOO_FAR: 'pickupErrors.PICKUP_WINDOW_TOO_FAR',
  PICKUP_TOO_MANY_WINDOWS: 'pickupErrors.PICKUP_TOO_MANY_WINDOWS',
  NO_COLLECTOR_CODE: 'pickupErrors.NO_COLLECTOR_CODE',
  COLLECTOR_CODE_WRONG: 'pickupErrors.COLLECTOR_CODE_WRONG',
  COLLECTOR_CODE_LOCKED: 'pickupErrors.COLLECTOR_CODE_LOCKED',
  COLLECTOR_CODE_USED: 'pickupErrors.COLLECTOR_CODE_USED',
  RECEIVED_ITEMS_REACHED: 'pickupErrors.RECEIVED_ITEMS_REACHED',
  ASKER_RECEIVED_ITEMS_REACHED: 'pickupErrors.ASKER_RECEIVED_ITEMS_REACHED',
  DRAW_PENDING: 'pickupErrors.DRAW_PENDING',
  DEADLINE_INVALID: 'pickupErrors.DEADLINE_INVALID',
  DEADLINE_OUT_OF_RANGE: 'pickupErrors.DEADLINE_OUT_OF_RANGE',
  DRAW_NEEDS_DEADLINE: 'pickupErrors.DRAW_NEEDS_DEADLINE',
  QUANTITY_BELOW_GIVEN: 'pickupErrors.QUANTITY_BELOW_GIVEN',
  SHARE_MODE_LOCKED: 'pickupErrors.SHARE_MODE_LOCKED',
  FEEDBACK_SELF: 'errors.FEEDBACK_SELF',
  FEEDBACK_NO_HANDOVER: 'errors.FEEDBACK_NO_HANDOVER',
  FEEDBACK_ALREADY_SUBMITTED: 'errors.FEEDBACK_ALREADY_SUBMITTED',
  FEEDBACK_NOT_FOUND: 'errors.FEEDBACK_NOT_FOUND',
  MESSAGE_TO_SELF: 'errors.MESSAGE_TO_SELF',
  MESSAGE_NOT_FOUND: 'errors.MESSAGE_NOT_FOUND',
  MESSAGE_ITEM_NOT_FOUND: 'errors.MESSAGE_ITEM_NOT_FOUND',
  MESSAGE_ITEM_OF_ANOTHER: 'errors.MESSAGE_ITEM_OF_ANOTHER',
  BLOCK_SELF: 'errors.BLOCK_SELF',
  MEMBER_BLOCKED: 'errors.MEMBER_BLOCKED',
  CLAIM_MEMBER_BLOCKED: 'errors.CLAIM_MEMBER_BLOCKED',
  ADMIN_OWN_ROLE: 'errors.ADMIN_OWN_ROLE',
  ADMIN_OWN_ACCOUNT: 'errors.ADMIN_OWN_ACCOUNT',
  LAST_ADMIN: 'errors.LAST_ADMIN',
  SUSPEND_OWN_ACCOUNT: 'errors.SUSPEND_OWN_ACCOUNT',
  SUSPEND_ADMINISTRATOR: 'errors.SUSPEND_ADMINISTRATOR',
  REPORT_OWN_POST: 'errors.REPORT_OWN_POST',
  CONTACT_MESSAGE_NOT_FOUND: 'errors.CONTACT_MESSAGE_NOT_FOUND',
  ORGANISATION_ALREADY_APPLIED: 'organisations.errors.ORGANISATION_ALREADY_APPLIED',
  ORGANISATION_NOT_FOUND: 'organisations.errors.ORGANISATION_NOT_FOUND',
  ORGANISATION_ALREADY_DECIDED: 'organisations.errors.ORGANISATION_ALREADY_DECIDED',
  NOT_A_VERIFIED_ORGANISATION: 'needs.errors.NOT_A_VERIFIED_ORGANISATION',
  NEED_NOT_FOUND: 'needs.errors.NEED_NOT_FOUND',
  NEED_DEADLINE_OUT_OF_RANGE: 'needs.errors.NEED_DEADLINE_OUT_OF_RANGE',
  NEED_FULFILLED: 'needs.errors.NEED_FULFILLED',
  NEED_MORE_THAN_LEFT: 'needs.errors.NEED_MORE_THAN_LEFT',
  NEED_DONOR_NOT_FOUND: 'needs.errors.NEED_DONOR_NOT_FOUND',
  CAMPAIGN_NOT_FOUND: 'campaigns.errors.CAMPAIGN_NOT_FOUND',
  NOT_ALLOWED_TO_RUN_CAMPAIGN: 'campaigns.errors.NOT_ALLOWED_TO_RUN_CAMPAIGN',
  CAMPAIGN_DATES_OUT_OF_RANGE: 'campaigns.errors.CAMPAIGN_DATES_OUT_OF_RANGE',
};

/** When the API could not be reached at all. */
export const NETWORK_ERROR_KEY = 'errors.network' satisfies CatalogKey;

/** A write refused before it was sent, because the device is offline. */
export const OFFLINE_ERROR_KEY = 'install.offline.refused' satisfies CatalogKey;

/** A failure that names no reason: not an API reply, or a code this version does not know. */
export const UNKNOWN_ERROR_KEY = 'errors.unknown' satisfies CatalogKey;

/**
 * Codes that tell a member nothing they could act on (our fault, or a page too old for the
 * API): where a page has its own words for a failure, those say more.
 */
const REASONLESS_CODES: ReadonlySet<ErrorCode> = new Set([
  ERROR_CODES.internal,
  ERROR_CODES.malformedRequest,
  ERROR_CODES.routeNotFound,
  ERROR_CODES.unsupportedContentType,
  ERROR_CODES.multipartRequired,
  ERROR_CODES.formTooLarge,
  ERROR_CODES.cursorInvalid,
]);

/** A page's own words for a failure without a reason, such as 'Unable to create Item Post'. */
export interface FailureKeys {
  failed: CatalogKey;
  /** when the API could not be reached; the general text otherwise */
  network?: CatalogKey;
}

const GENERAL_FAILURE: FailureKeys = { failed: UNKNOWN_ERROR_KEY };

/** The catalog key of what a failed call says: its refusal's own text, or the page's words. */
export function errorKey(error: unknown, keys: FailureKeys = GENERAL_FAILURE): CatalogKey {
  if (!(error instanceof ApiError)) return keys.failed;
  if (error.code === OFFLINE_ERROR_CODE) return OFFLINE_ERROR_KEY;
  if (error.code === NETWORK_ERROR_CODE) return keys.network ?? NETWORK_ERROR_KEY;
  if (!isErrorCode(error.code) || REASONLESS_CODES.has(error.code)) return keys.failed;
  return ERROR_CODE_KEYS[error.code];
}

/** The code of an API refusal this version knows, or undefined. */
export function refusalCode(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError && isErrorCode(error.code) ? error.code : undefined;
}

/** The input an API refusal names (`field`), such as `images`, or undefined. */
export function refusedField(error: unknown): string | undefined {
  return error instanceof ApiError ? error.field : undefined;
}

/** The page's `t`, as these helpers call it. */
export type Translate = TFunction;

/** The text of errorKey, with the wait a rate limit's Retry-After gives when there is one. */
export function errorText(error: unknown, t: Translate, keys?: FailureKeys): string {
  if (
    error instanceof ApiError &&
    error.code === ERROR_CODES.rateLimited &&
    error.retryAfterSeconds !== undefined
  ) {
    return t('errors.rateLimitedSeconds', { seconds: error.retryAfterSeconds });
  }
  return t(errorKey(error, keys));
}
