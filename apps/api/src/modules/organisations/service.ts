import type { z } from 'zod';

import type { dropOffPointsRequestSchema } from '@tabarru/contract/drop-off-points';
import { ERROR_CODES } from '@tabarru/contract/errors';
import { figureWeeks } from '@tabarru/contract/figure-weeks';
import {
  ORGANISATION_MESSAGES,
  type DropOffPointReply,
  type OrganisationApplicationReply,
  type OrganisationReceivedReply,
  type OrganisationStatus,
  type ParsedOrganisationApplication,
  type PublicOrganisation,
} from '@tabarru/contract/organisations';
import {
  ORGANISATIONS_NEAR_MAX,
  type OrganisationNear,
  type organisationsNearQuerySchema,
} from '@tabarru/contract/organisations-near';
import { placeById } from '@tabarru/contract/place-search';

import type { ModuleContext } from '../../context';
import type { Db, UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../infra/http-errors';
import { recordAdminAction } from '../audit/service';
import { writeAs, type Session } from '../sessions/service';
import { isShownOrganisation, isUndecided, rankByNearness } from './policy';
import {
  acceptsOf,
  presentApplication,
  presentDropOffPoints,
  presentOrganisationNear,
  presentPublicOrganisation,
  presentReceived,
} from './presenter';
import {
  decideOrganisation,
  dropOffPointsOf,
  dropOffPointsOfEach,
  findOrganisation,
  handoversToByWeek,
  insertOrganisation,
  needReceiptsByWeek,
  organisationOfMember,
  organisationsWithStatus,
  replaceDropOffPoints,
  verifiedOrganisations,
  type OrganisationRow,
} from './queries';

// The demo seed writes its organisations with these.
export { insertOrganisation, replaceDropOffPoints } from './queries';

/** The verified organisations a suggestion chooses among. */
const VERIFIED_SCANNED_MAX = 500;

/** The applications an administrator's list shows at once. */
const ADMIN_LIST_MAX = 200;

type DropOffPointsRequestParsed = z.output<typeof dropOffPointsRequestSchema>;
type OrganisationsNearQueryParsed = z.output<typeof organisationsNearQuerySchema>;

const organisationNotFound = () =>
  notFound(ERROR_CODES.organisationNotFound, ORGANISATION_MESSAGES.notFound);

function found(row: OrganisationRow | undefined): OrganisationRow {
  if (!row) throw organisationNotFound();
  return row;
}

/**
 * A member applies for their account to be an organisation's; it waits for an administrator.
 * One per account: a second is refused and changes nothing.
 */
export async function applyForOrganisation(
  context: ModuleContext,
  session: Session,
  application: ParsedOrganisationApplication,
): Promise<OrganisationApplicationReply> {
  const id = await writeAs(context, session, async (trx, member) => {
    const inserted = await insertOrganisation(trx, {
      userId: member.id,
      nameEn: application.name_en,
      nameAr: application.name_ar,
      kind: application.kind,
      registrationNumber: application.registration_number,
      contactName: application.contact_name,
      contactPhone: application.contact_phone,
      accepts: [...new Set(application.accepts)],
      acceptsNoteEn: application.accepts_note_en,
      acceptsNoteAr: application.accepts_note_ar,
      appliedAt: new Date(context.now()).toISOString(),
    });
    if (inserted === undefined) {
      throw conflict(ERROR_CODES.organisationAlreadyApplied, ORGANISATION_MESSAGES.alreadyApplied);
    }
    return inserted;
  });
  return presentApplication(found(await findOrganisation(context.db, id)));
}

/** The member's own application, whatever its status; null before they applied. */
export async function myOrganisation(
  context: ModuleContext,
  member: UserRow,
): Promise<OrganisationApplicationReply | null> {
  const row = await organisationOfMember(context.db, member.id);
  return row ? presentApplication(row) : null;
}

/** The organisation the member's account acts for, once verified; undefined for any other. */
export async function verifiedOrganisationOf(
  db: Db,
  memberId: number,
): Promise<OrganisationRow | undefined> {
  const row = await organisationOfMember(db, memberId);
  return row && isShownOrganisation(row) ? row : undefined;
}

/** A verified organisation, or 404 for any other id. */
export async function shownOrganisation(db: Db, id: number): Promise<OrganisationRow> {
  const row = found(await findOrganisation(db, id));
  if (!isShownOrganisation(row)) throw organisationNotFound();
  return row;
}

/** A verified organisation as anyone sees it; any other is not found. */
export async function publicOrganisation(
  context: ModuleContext,
  id: number,
): Promise<PublicOrganisation> {
  const row = await shownOrganisation(context.db, id);
  return presentPublicOrganisation(row, await dropOffPointsOf(context.db, row.id));
}

/**
 * GET /api/organisations/:id/received: what a verified organisation received in each of the last
 * weeks, by category and governorate: its needs' receipts and the offers handed over to its
 * account. Any other id is not found.
 */
export async function organisationReceived(
  context: ModuleContext,
  id: number,
): Promise<OrganisationReceivedReply> {
  const organisation = await shownOrganisation(context.db, id);
  const weeks = figureWeeks(new Date(context.now()));
  const [receipts, handovers] = await Promise.all([
    needReceiptsByWeek(context.db, organisation.user_id, weeks),
    handoversToByWeek(context.db, organisation.user_id, weeks),
  ]);
  return presentReceived(weeks, [...receipts, ...handovers]);
}

/**
 * GET /api/organisations: the verified organisations that accept the category, nearest first
 * to the place asked about (by their drop-off points), else those with a drop-off point in the
 * governorate first; at most ORGANISATIONS_NEAR_MAX.
 */
export async function organisationsNear(
  context: ModuleContext,
  query: OrganisationsNearQueryParsed,
): Promise<OrganisationNear[]> {
  const rows = (await verifiedOrganisations(context.db, VERIFIED_SCANNED_MAX)).filter((row) =>
    acceptsOf(row).includes(query.category),
  );
  if (rows.length === 0) return [];
  const points = await dropOffPointsOfEach(
    context.db,
    rows.map((row) => row.id),
  );
  const candidates = rows.map((row) => {
    const replies = presentDropOffPoints(
      points.filter((point) => point.organisation_id === row.id),
    );
    return {
      row,
      replies,
      points: replies.flatMap((reply) => {
        const place = placeById(reply.place.id);
        return place ? [{ lat: place.lat, lng: place.lng, region: place.region }] : [];
      }),
    };
  });
  const place = query.place === undefined ? undefined : placeById(query.place);
  const ranked = rankByNearness(candidates, {
    point: place && { lat: place.lat, lng: place.lng },
    region: query.region ?? place?.region,
  });
  return ranked
    .slice(0, ORGANISATIONS_NEAR_MAX)
    .map(({ organisation, nearest, distanceKm }) =>
      presentOrganisationNear(
        organisation.row,
        nearest === null ? null : (organisation.replies[nearest] ?? null),
        distanceKm,
      ),
    );
}

/** The applications of one status, for the administrators, the oldest first. */
export async function organisationsForAdministrators(
  context: ModuleContext,
  status: OrganisationStatus,
): Promise<OrganisationApplicationReply[]> {
  const rows = await organisationsWithStatus(context.db, status, ADMIN_LIST_MAX);
  return rows.map(presentApplication);
}

/**
 * An administrator verifies an application (the organisation's mark) or turns it down, once,
 * with an entry in the audit log in the same transaction.
 */
export async function decideApplication(
  context: ModuleContext,
  session: Session,
  id: number,
  decision: 'verified' | 'rejected',
): Promise<OrganisationApplicationReply> {
  await writeAs(context, session, async (trx, admin) => {
    const row = found(await findOrganisation(trx, id));
    const alreadyDecided = () =>
      conflict(ERROR_CODES.organisationAlreadyDecided, ORGANISATION_MESSAGES.alreadyDecided);
    if (!isUndecided(row)) throw alreadyDecided();
    const at = new Date(context.now()).toISOString();
    if (!(await decideOrganisation(trx, { id, status: decision, by: admin.id, at }))) {
      throw alreadyDecided();
    }
    await recordAdminAction(trx, {
      actor: admin,
      action: decision === 'verified' ? 'organisation.verify' : 'organisation.reject',
      target: { type: 'organisation', id, label: row.name_en },
      details: { owner: row.username },
    });
  });
  return presentApplication(found(await findOrganisation(context.db, id)));
}

/**
 * PUT /api/organisations/mine/drop-off-points: a verified organisation's points replaced by
 * those sent, in their order; anyone else is refused and nothing changes.
 */
export async function saveDropOffPoints(
  context: ModuleContext,
  session: Session,
  points: DropOffPointsRequestParsed['points'],
): Promise<DropOffPointReply[]> {
  const organisationId = await writeAs(context, session, async (trx, member) => {
    const organisation = await verifiedOrganisationOf(trx, member.id);
    if (!organisation) {
      throw forbidden(ERROR_CODES.notAVerifiedOrganisation, ORGANISATION_MESSAGES.notVerified);
    }
    await replaceDropOffPoints(
      trx,
      organisation.id,
      points.map((point) => ({
        placeId: point.place,
        addressEn: point.address_en,
        addressAr: point.address_ar,
        hoursEn: point.hours_en,
        hoursAr: point.hours_ar,
      })),
    );
    return organisation.id;
  });
  return presentDropOffPoints(await dropOffPointsOf(context.db, organisationId));
}
