import { z } from 'zod';

import { CATEGORIES } from './constants';
import { contactPhoneSchema } from './phone';
import { placeReplySchema } from './place-schemas';

/** The organisations people in Jordan give through, as an account says what it is. */
export const ORGANISATION_KINDS = [
  'charity',
  'mosque_committee',
  'church_committee',
  'school',
  'food_bank',
  'clothing_bank',
] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

/**
 * An application waits for an administrator ('pending'), who verifies it (the "Verified
 * organisation" mark) or turns it down.
 */
export const ORGANISATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

export const ORGANISATION_NAME_MAX = 100;
export const REGISTRATION_NUMBER_MAX = 40;
export const ORGANISATION_CONTACT_MAX = 100;
export const ORGANISATION_NOTE_MAX = 500;

export const ORGANISATION_MESSAGES = {
  applied: 'Your application was sent. An administrator will review it.',
  alreadyApplied: 'This account has already applied for an organisation.',
  notFound: 'Organisation not found',
  verified: 'The organisation was verified.',
  dropOffPointsSaved: 'Drop-off points saved.',
  notVerified: 'Only a verified organisation can do this.',
  rejected: 'The application was turned down.',
  alreadyDecided: 'This application was already decided.',
} as const;

const nameSchema = z.string().trim().min(1).max(ORGANISATION_NAME_MAX);
const noteSchema = z.string().trim().max(ORGANISATION_NOTE_MAX).default('');

/**
 * `POST /api/organisations`: a member applies for their account to be an organisation's, with
 * its name in both languages, its registration number and a contact; what it accepts (the
 * categories and a note in each language) may be said now or later.
 */
export const organisationApplicationSchema = z.object({
  name_en: nameSchema,
  name_ar: nameSchema,
  kind: z.enum(ORGANISATION_KINDS),
  registration_number: z.string().trim().min(1).max(REGISTRATION_NUMBER_MAX),
  contact_name: z.string().trim().min(1).max(ORGANISATION_CONTACT_MAX),
  contact_phone: contactPhoneSchema,
  accepts: z.array(z.enum(CATEGORIES)).max(CATEGORIES.length).default([]),
  accepts_note_en: noteSchema,
  accepts_note_ar: noteSchema,
});
export type OrganisationApplication = z.input<typeof organisationApplicationSchema>;
export type ParsedOrganisationApplication = z.output<typeof organisationApplicationSchema>;

export const organisationIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** A drop-off point of an organisation (drop-off-points.ts), as anyone sees it. */
export const dropOffPointReplySchema = z.object({
  id: z.number().int(),
  place: placeReplySchema,
  address_en: z.string(),
  address_ar: z.string(),
  hours_en: z.string(),
  hours_ar: z.string(),
});
export type DropOffPointReply = z.infer<typeof dropOffPointReplySchema>;

/** An organisation as anyone sees it once verified: no registration number, no contact. */
export const publicOrganisationSchema = z.object({
  id: z.number().int(),
  /** the member account it acts through */
  user_id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  accepts: z.array(z.enum(CATEGORIES)),
  accepts_note_en: z.string(),
  accepts_note_ar: z.string(),
  /** when an administrator verified it */
  verified_at: z.string(),
  /** where and when people may bring what it accepts, in its order */
  drop_off_points: z.array(dropOffPointReplySchema),
});
export type PublicOrganisation = z.infer<typeof publicOrganisationSchema>;

/**
 * An application as its own member and the administrators see it: with its registration
 * number, its contact and where it stands.
 */
export const organisationApplicationReplySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  registration_number: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  accepts: z.array(z.enum(CATEGORIES)),
  accepts_note_en: z.string(),
  accepts_note_ar: z.string(),
  status: z.enum(ORGANISATION_STATUSES),
  applied_at: z.string(),
  decided_at: z.string().nullable(),
});
export type OrganisationApplicationReply = z.infer<typeof organisationApplicationReplySchema>;

export const applyReplySchema = z.object({
  message: z.string(),
  organisation: organisationApplicationReplySchema,
});

/** `GET /api/organisations/mine`: the caller's application, null before they applied. */
export const myOrganisationReplySchema = z.object({
  organisation: organisationApplicationReplySchema.nullable(),
});

/** `GET /api/admin/organisations`: the applications of one status, the oldest first. */
export const adminOrganisationsQuerySchema = z.object({
  status: z.enum(ORGANISATION_STATUSES).default('pending'),
});
export const adminOrganisationsReplySchema = z.object({
  organisations: z.array(organisationApplicationReplySchema),
});

export const organisationDecisionReplySchema = applyReplySchema;

/** Items an organisation received in one week, of one category, in one governorate. */
export const receivedFigureSchema = z.object({
  /** the week's first day, a Saturday (figure-weeks.ts) */
  week: z.string(),
  category: z.enum(CATEGORIES),
  region: z.string(),
  items: z.number().int().positive(),
});
export type ReceivedFigure = z.infer<typeof receivedFigureSchema>;

/**
 * `GET /api/organisations/:id/received` (anyone, for a verified organisation): what came in over
 * the last weeks, counted, never who brought it. Items are the quantities of its needs' receipts
 * (by the need's category and governorate) and each offer handed over to its account (by the
 * offer's). `weeks` lists every week counted, the oldest first, so a week with nothing shows as
 * nothing; `rows` holds only the combinations that received something.
 */
export const organisationReceivedReplySchema = z.object({
  weeks: z.array(z.string()),
  rows: z.array(receivedFigureSchema),
});
export type OrganisationReceivedReply = z.infer<typeof organisationReceivedReplySchema>;
