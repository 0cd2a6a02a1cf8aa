import { z } from 'zod';

import { MODERATION_STATUSES } from './admin';
import { AVAILABILITIES, CLAIM_STATUSES, LANGUAGES } from './constants';
import { MESSAGE_STATUSES } from './message-constants';
import { REPORT_REASONS } from './moderation';
import { NEED_RECEIPT_WAYS } from './needs';
import { NOTIFICATION_KINDS } from './notifications';
import { organisationApplicationReplySchema } from './organisations';
import { savedSearchSchema } from './saved-searches';

/**
 * GET /api/users/me/export: everything Tabarru holds about the signed-in member, as one JSON
 * file (the Privacy Policy's right of access). Only what belongs to the member's own
 * records: another member appears by id and username where a record names them (a conversation,
 * a claim, a rating, a block), never with their email or phone. Never a password hash, a token
 * or a code.
 */

export const DATA_EXPORT_FORMAT = 'tabarru-data-export';
export const DATA_EXPORT_VERSION = 1;

/** The download's file name, with the day it was made (UTC): tabarru-data-2026-11-25.json. */
export function dataExportFileName(exportedAt: string): string {
  return `tabarru-data-${exportedAt.slice(0, 10)}.json`;
}

/** Another member, as a record of the member's names them. */
const otherMemberSchema = z.object({ id: z.number().int(), username: z.string() });

const exportedAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
  location: z.string().nullable(),
  /** the id of their home place (places.ts), or null */
  home_place: z.string().nullable(),
  locale: z.enum(LANGUAGES),
  is_admin: z.boolean(),
  message_emails: z.boolean(),
  items_donated: z.number().int(),
  items_received: z.number().int(),
  /** the mean of the ratings received, one decimal; null before the first */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  /** since when their sign-in asks for a code of an authenticator app; null when it does not */
  two_step_since: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

const exportedPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  features: z.array(z.string()),
  location: z.string(),
  /** the id of its place (places.ts) */
  place: z.string().nullable(),
  /** the exact point the member gave, which only they see; null without one */
  exact_point: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  availability: z.enum(AVAILABILITIES),
  moderation_status: z.enum(MODERATION_STATUSES),
  /** full-size photo URLs, the cover first */
  images: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});

const exportedMessageSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  receiver_id: z.number().int(),
  content: z.string(),
  /** the item it was sent about; null for none, or once the post was deleted */
  post_id: z.number().int().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  sent_at: z.string(),
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
});

const exportedConversationSchema = z.object({
  with: otherMemberSchema,
  /** oldest first */
  messages: z.array(exportedMessageSchema),
});

const exportedClaimSchema = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  post_title: z.string(),
  message: z.string().nullable(),
  status: z.enum(CLAIM_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

const exportedFeedbackSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
});

export const dataExportSchema = z.object({
  format: z.literal(DATA_EXPORT_FORMAT),
  version: z.literal(DATA_EXPORT_VERSION),
  exported_at: z.string(),
  account: exportedAccountSchema,
  /** every post of theirs, those under review included */
  posts: z.array(exportedPostSchema),
  /** their conversations, the latest first, each with all its messages */
  conversations: z.array(exportedConversationSchema),
  /** claims they made on others' items */
  claims_made: z.array(exportedClaimSchema.extend({ donor: otherMemberSchema })),
  /** claims others made on their items */
  claims_received: z.array(exportedClaimSchema.extend({ claimant: otherMemberSchema })),
  feedback_given: z.array(exportedFeedbackSchema.extend({ to: otherMemberSchema })),
  feedback_received: z.array(exportedFeedbackSchema.extend({ from: otherMemberSchema })),
  /** posts they reported */
  reports: z.array(
    z.object({
      id: z.number().int(),
      post_id: z.number().int(),
      post_title: z.string(),
      reason: z.enum(REPORT_REASONS),
      note: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  /** members they blocked */
  blocks: z.array(z.object({ member: otherMemberSchema, blocked_at: z.string() })),
  /** the searches they saved to be alerted of */
  saved_searches: z.array(savedSearchSchema),
  /** members they said not to be asked again to rate after a handover */
  rating_prompts_dismissed: z.array(
    z.object({ member: otherMemberSchema, dismissed_at: z.string() }),
  ),
  /** what they were told of (kept 90 days), the latest first */
  notifications: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(NOTIFICATION_KINDS),
      member: otherMemberSchema.nullable(),
      post_id: z.number().int().nullable(),
      rating: z.number().int().nullable(),
      count: z.number().int(),
      created_at: z.string(),
      read_at: z.string().nullable(),
    }),
  ),
  /**
   * their sign-ins, those still open and those ended in the last 90 days: the device as its
   * browser named it and the network (the /24 or /48), never a token
   */
  sessions: z.array(
    z.object({
      browser: z.string().nullable(),
      system: z.string().nullable(),
      network: z.string().nullable(),
      two_step: z.boolean(),
      created_at: z.string(),
      last_used_at: z.string(),
      ended_at: z.string().nullable(),
    }),
  ),
  /** their application for an organisation account, with where it stands; null without one */
  organisation: organisationApplicationReplySchema.nullable(),
  /** what organisations recorded as handed over by them for their needs, the latest first */
  given_to_organisations: z.array(
    z.object({
      post_id: z.number().int(),
      need_title: z.string(),
      organisation: z.object({ name_en: z.string(), name_ar: z.string() }),
      quantity: z.number().int(),
      way: z.enum(NEED_RECEIPT_WAYS),
      received_at: z.string(),
    }),
  ),
  /** the campaigns they started, for their organisation or as an administrator, the latest first */
  campaigns_started: z.array(
    z.object({
      id: z.number().int(),
      title_en: z.string(),
      title_ar: z.string(),
      starts_on: z.string(),
      ends_on: z.string(),
      created_at: z.string(),
    }),
  ),
  /** what they wrote through the contact form while signed in */
  contact_messages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      message: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;
