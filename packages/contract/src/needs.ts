import { z } from 'zod';

import { isValidDate } from './event-time';
import { ERROR_CODES, withCode } from './errors';
import { USERNAME_MAX_LENGTH } from './accounts';
import { wantedCreateSchema } from './wanted';

/**
 * Needs: a verified organisation asks for a number of items by a day ("40 school bags by
 * 1 September"). A need is a wanted post with a quantity and a deadline: it shows on the feed's
 * Wanted switch with the organisation's mark and how many have come in, is answered by a message
 * as any wanted post is, and leaves the feed once all have come in or its day has passed. The
 * organisation records what it receives, from a member it talked to or at a drop-off point.
 */

export const NEED_QUANTITY_MAX = 10_000;
/** A need's deadline: from today to this many days ahead, on Amman's clock. */
export const NEED_DEADLINE_DAYS_MAX = 365;

/** How items came in: handed over by a member, or left at one of the organisation's drop-off points. */
export const NEED_RECEIPT_WAYS = ['handover', 'drop_off'] as const;
export type NeedReceiptWay = (typeof NEED_RECEIPT_WAYS)[number];

export const NEED_MESSAGES = {
  created: 'Need posted.',
  received: 'Received items recorded.',
  notAVerifiedOrganisation: 'Only a verified organisation can do this.',
  notFound: 'Need not found',
  deadlineInvalid: 'Choose the day the items are needed by.',
  deadlineOutOfRange: `Choose a day from today to ${NEED_DEADLINE_DAYS_MAX} days ahead.`,
  fulfilled: 'This need has received everything it asked for.',
  moreThanLeft: 'That is more than is still needed.',
  donorNotFound: 'No member has this username.',
} as const;

/** `POST /api/needs`: a wanted post's fields, with how many are needed and by which day. */
export const needCreateSchema = wantedCreateSchema.extend({
  quantity: z.coerce.number().int().min(1).max(NEED_QUANTITY_MAX),
  deadline: z.string().refine(isValidDate, {
    message: NEED_MESSAGES.deadlineInvalid,
    params: withCode(ERROR_CODES.fieldInvalid),
  }),
});
export type NeedCreate = z.input<typeof needCreateSchema>;

/**
 * `POST /api/needs/:id/receipts`: what the organisation received, how, and (for a handover) from
 * which member, by username, so the handover counts for both; left out, nobody is named.
 */
export const needReceiptSchema = z.object({
  quantity: z.coerce.number().int().min(1).max(NEED_QUANTITY_MAX),
  way: z.enum(NEED_RECEIPT_WAYS),
  donor: z
    .string()
    .trim()
    .max(USERNAME_MAX_LENGTH)
    .optional()
    .transform((donor) => donor || undefined),
});
export type NeedReceipt = z.input<typeof needReceiptSchema>;

export const needIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** A need as anyone sees it: what is asked, how many have come in, and which organisation asks. */
export const needSchema = z.object({
  post_id: z.number().int(),
  organisation: z.object({
    id: z.number().int(),
    user_id: z.number().int(),
    name_en: z.string(),
    name_ar: z.string(),
  }),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  region: z.string(),
  quantity: z.number().int(),
  received: z.number().int(),
  /** the day the items are needed by, YYYY-MM-DD on Amman's clock */
  deadline: z.string(),
  created_at: z.string(),
  /** everything asked for has come in */
  fulfilled: z.boolean(),
  /** held for an administrator's review (its words matched the blocklist): only its organisation sees it */
  under_review: z.boolean(),
});
export type Need = z.infer<typeof needSchema>;

export const needReplySchema = z.object({ message: z.string(), need: needSchema });
export type NeedReply = z.infer<typeof needReplySchema>;

/** `GET /api/organisations/:id/needs`: its needs still open, the soonest deadline first. */
export const needListReplySchema = z.object({ needs: z.array(needSchema) });
export type NeedListReply = z.infer<typeof needListReplySchema>;

/** One receipt, as the organisation that recorded it sees it. */
export const needReceiptReplySchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  way: z.enum(NEED_RECEIPT_WAYS),
  /** the member who handed them over, when the organisation named one */
  donor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  received_at: z.string(),
});
export type NeedReceiptReply = z.infer<typeof needReceiptReplySchema>;

/** `GET /api/needs/:id/receipts` (its organisation only): what came in, the newest first. */
export const needReceiptListReplySchema = z.object({
  receipts: z.array(needReceiptReplySchema),
});
export type NeedReceiptListReply = z.infer<typeof needReceiptListReplySchema>;
