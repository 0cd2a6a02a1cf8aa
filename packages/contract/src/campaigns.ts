import { z } from 'zod';

import { CATEGORIES, REGIONS } from './constants';
import { ERROR_CODES, withCode } from './errors';
import { isValidDate } from './event-time';

/**
 * Campaigns by season (winter, Ramadan, Eid clothes, back to school): a verified organisation or
 * an administrator asks for items of some categories between two days, with a target per
 * governorate ("300 coats in Mafraq"). What is handed over in those categories, days and
 * governorates counts toward it: an offer's confirmed handover counts one, a need's receipt its
 * quantity; offers posted in them are counted beside.
 */

export const CAMPAIGN_TITLE_MAX = 100;
export const CAMPAIGN_TEXT_MAX = 2000;
export const CAMPAIGN_TARGET_MAX = 100_000;
/** A campaign lasts a year at most, and starts at most a year ahead. */
export const CAMPAIGN_DAYS_MAX = 366;
/** The home page shows this many running campaigns at most. */
export const CAMPAIGNS_SHOWN_MAX = 3;

export const CAMPAIGN_MESSAGES = {
  created: 'Campaign started.',
  notFound: 'Campaign not found',
  notAllowed: 'Only a verified organisation or an administrator can run a campaign.',
  dateInvalid: 'Choose a day.',
  datesOutOfRange: `Choose an end on or after the start, from today, for ${CAMPAIGN_DAYS_MAX} days at most.`,
  targetsRepeated: 'Each governorate can have one target.',
} as const;

const titleSchema = z.string().trim().min(1).max(CAMPAIGN_TITLE_MAX);
const textSchema = z.string().trim().min(1).max(CAMPAIGN_TEXT_MAX);
const daySchema = z.string().refine(isValidDate, {
  message: CAMPAIGN_MESSAGES.dateInvalid,
  params: withCode(ERROR_CODES.fieldInvalid),
});

export const campaignTargetSchema = z.object({
  region: z.enum(REGIONS),
  quantity: z.coerce.number().int().min(1).max(CAMPAIGN_TARGET_MAX),
});

/**
 * `POST /api/campaigns`: the title and text in both languages, the categories it asks for, its
 * first and last day (YYYY-MM-DD, Amman's clock) and one target for each governorate it covers.
 */
export const campaignCreateSchema = z.object({
  title_en: titleSchema,
  title_ar: titleSchema,
  text_en: textSchema,
  text_ar: textSchema,
  categories: z.array(z.enum(CATEGORIES)).min(1).max(CATEGORIES.length),
  starts_on: daySchema,
  ends_on: daySchema,
  targets: z
    .array(campaignTargetSchema)
    .min(1)
    .max(REGIONS.length)
    .refine((targets) => new Set(targets.map((target) => target.region)).size === targets.length, {
      message: CAMPAIGN_MESSAGES.targetsRepeated,
      params: withCode(ERROR_CODES.fieldInvalid),
    }),
});
export type CampaignCreate = z.input<typeof campaignCreateSchema>;

export const campaignIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** A governorate's target and what counted toward it so far. */
export const campaignProgressSchema = z.object({
  region: z.enum(REGIONS),
  target: z.number().int(),
  /** items handed over: offers' confirmed handovers and needs' receipts */
  received: z.number().int(),
  /** offers posted */
  offered: z.number().int(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_ar: z.string(),
  text_en: z.string(),
  text_ar: z.string(),
  categories: z.array(z.enum(CATEGORIES)),
  starts_on: z.string(),
  ends_on: z.string(),
  /** the verified organisation running it; null when administrators run it */
  organisation: z
    .object({ id: z.number().int(), name_en: z.string(), name_ar: z.string() })
    .nullable(),
  progress: z.array(campaignProgressSchema),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignReplySchema = z.object({ message: z.string(), campaign: campaignSchema });
export type CampaignReply = z.infer<typeof campaignReplySchema>;

/** `GET /api/campaigns`: those running today (Amman), the soonest to end first. */
export const campaignListReplySchema = z.object({ campaigns: z.array(campaignSchema) });
export type CampaignListReply = z.infer<typeof campaignListReplySchema>;
