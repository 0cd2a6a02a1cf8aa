import type { FigureWeek } from '@tabarru/contract/figure-weeks';
import type { OrganisationStatus } from '@tabarru/contract/organisations';

import type { Db } from '../../db/schema';
import { weekBuckets } from '../../db/week-buckets';

/** An organisation's row with the name of the member account it acts through. */
function withMember(db: Db) {
  return db
    .selectFrom('organisations')
    .innerJoin('users', 'users.id', 'organisations.user_id')
    .selectAll('organisations')
    .select('users.username');
}

export function findOrganisation(db: Db, id: number) {
  return withMember(db).where('organisations.id', '=', id).executeTakeFirst();
}

export type OrganisationRow = NonNullable<Awaited<ReturnType<typeof findOrganisation>>>;

export function organisationOfMember(db: Db, userId: number) {
  return withMember(db).where('organisations.user_id', '=', userId).executeTakeFirst();
}

/** The applications of one status, the oldest first (the order they wait in). */
export function organisationsWithStatus(db: Db, status: OrganisationStatus, limit: number) {
  return withMember(db)
    .where('organisations.status', '=', status)
    .orderBy('organisations.id')
    .limit(limit)
    .execute();
}

export interface NewOrganisation {
  userId: number;
  nameEn: string;
  nameAr: string;
  kind: OrganisationRow['kind'];
  registrationNumber: string;
  contactName: string;
  contactPhone: string;
  accepts: string[];
  acceptsNoteEn: string;
  acceptsNoteAr: string;
  appliedAt: string;
}

/** The application, or undefined when the member's account has one already. */
export async function insertOrganisation(
  db: Db,
  organisation: NewOrganisation,
): Promise<number | undefined> {
  const row = await db
    .insertInto('organisations')
    .values({
      user_id: organisation.userId,
      name_en: organisation.nameEn,
      name_ar: organisation.nameAr,
      kind: organisation.kind,
      registration_number: organisation.registrationNumber,
      contact_name: organisation.contactName,
      contact_phone: organisation.contactPhone,
      accepts: JSON.stringify(organisation.accepts),
      accepts_note_en: organisation.acceptsNoteEn,
      accepts_note_ar: organisation.acceptsNoteAr,
      applied_at: organisation.appliedAt,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The administrator's decision, if the application still waited: false when it did not. */
export async function decideOrganisation(
  db: Db,
  decision: { id: number; status: 'verified' | 'rejected'; by: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('organisations')
    .set({ status: decision.status, decided_at: decision.at, decided_by: decision.by })
    .where('id', '=', decision.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The organisation's drop-off points, in its order. */
export function dropOffPointsOf(db: Db, organisationId: number) {
  return db
    .selectFrom('drop_off_points')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .orderBy('position')
    .execute();
}

export type DropOffPointRow = Awaited<ReturnType<typeof dropOffPointsOf>>[number];

export interface NewDropOffPoint {
  placeId: string;
  addressEn: string;
  addressAr: string;
  hoursEn: string;
  hoursAr: string;
}

/** The organisation's drop-off points replaced by `points`, in their order. */
export async function replaceDropOffPoints(
  trx: Db,
  organisationId: number,
  points: readonly NewDropOffPoint[],
): Promise<void> {
  await trx.deleteFrom('drop_off_points').where('organisation_id', '=', organisationId).execute();
  if (points.length === 0) return;
  await trx
    .insertInto('drop_off_points')
    .values(
      points.map((point, position) => ({
        organisation_id: organisationId,
        position,
        place_id: point.placeId,
        address_en: point.addressEn,
        address_ar: point.addressAr,
        hours_en: point.hoursEn,
        hours_ar: point.hoursAr,
      })),
    )
    .execute();
}

/** The verified organisations, the longest verified first, at most `limit`. */
export function verifiedOrganisations(db: Db, limit: number) {
  return withMember(db)
    .where('organisations.status', '=', 'verified')
    .orderBy('organisations.decided_at')
    .orderBy('organisations.id')
    .limit(limit)
    .execute();
}

/** The drop-off points of these organisations, each organisation's in its order. */
export function dropOffPointsOfEach(db: Db, organisationIds: readonly number[]) {
  return db
    .selectFrom('drop_off_points')
    .selectAll()
    .where('organisation_id', 'in', organisationIds)
    .orderBy('organisation_id')
    .orderBy('position')
    .execute();
}

/**
 * Offers posted before `postedBefore` in one of `categories`, still on offer and visible, that
 * nobody claimed or asked for and whose donors were not told of an organisation yet: the oldest
 * first, at most `limit`.
 */
export function offersDueSuggestion(
  db: Db,
  categories: readonly string[],
  postedBefore: string,
  limit: number,
) {
  return db
    .selectFrom('posts')
    .select(['posts.id', 'posts.user_id'])
    .where('posts.organisation_suggested_at', 'is', null)
    .where('posts.created_at', '<=', postedBefore)
    .where('posts.kind', '=', 'give')
    .where('posts.availability', '=', 'available')
    .where('posts.moderation_status', '=', 'visible')
    .where('posts.expired_at', 'is', null)
    .where('posts.category', 'in', categories)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('donation_claims')
            .select('id')
            .whereRef('donation_claims.post_id', '=', 'posts.id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('item_asks').select('id').whereRef('item_asks.post_id', '=', 'posts.id')),
      ),
    )
    .orderBy('posts.created_at')
    .limit(limit)
    .execute();
}

/** Marks the offer's donor told; false when another run told them first. */
export async function markSuggested(db: Db, postId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set({ organisation_suggested_at: at })
    .where('id', '=', postId)
    .where('organisation_suggested_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Per week, category and governorate, the items the member's needs recorded as received from
 * the first week on; nothing of who brought them.
 */
export function needReceiptsByWeek(db: Db, memberId: number, weeks: readonly FigureWeek[]) {
  const buckets = weekBuckets(weeks);
  return db
    .selectFrom('need_receipts')
    .innerJoin('posts', 'posts.id', 'need_receipts.post_id')
    .select((eb) => [
      buckets.of(eb.ref('need_receipts.received_at')).as('week'),
      'posts.category',
      'posts.region',
      eb.fn.sum<number | string>('need_receipts.quantity').as('items'),
    ])
    .where('posts.user_id', '=', memberId)
    .where('posts.need_quantity', 'is not', null)
    .where('need_receipts.received_at', '>=', buckets.since)
    .groupBy(['week', 'posts.category', 'posts.region'])
    .execute();
}

/**
 * Per week, category and governorate, the offers handed over to the member (claims their donors
 * confirmed) from the first week on, by the day each was confirmed; nothing of who gave them.
 */
export function handoversToByWeek(db: Db, memberId: number, weeks: readonly FigureWeek[]) {
  const buckets = weekBuckets(weeks);
  return db
    .selectFrom('donation_claims')
    .innerJoin('posts', 'posts.id', 'donation_claims.post_id')
    .select((eb) => [
      buckets.of(eb.ref('donation_claims.decided_at')).as('week'),
      'posts.category',
      'posts.region',
      eb.fn.countAll<number | string>().as('items'),
    ])
    .where('donation_claims.receiver_id', '=', memberId)
    .where('donation_claims.status', '=', 'confirmed')
    .where('posts.kind', '=', 'give')
    .where('donation_claims.decided_at', '>=', buckets.since)
    .groupBy(['week', 'posts.category', 'posts.region'])
    .execute();
}

export type ReceivedRow = Awaited<ReturnType<typeof needReceiptsByWeek>>[number];
