import { sql } from 'kysely';

import type { Availability } from '@tabarru/contract/constants';
import type { PickupPlaceKind } from '@tabarru/contract/pickups';

import type { Dialect } from '../../db/database';
import type { Db } from '../../db/schema';
import { withCover } from '../../db/post-cover';

const ASK_COLUMNS = [
  'item_asks.id',
  'item_asks.post_id',
  'item_asks.asker_id',
  'item_asks.donor_id',
  'item_asks.note',
  'item_asks.status',
  'item_asks.created_at',
  'item_asks.release_reason',
  'item_asks.pickup_state',
  'item_asks.place_kind',
  'item_asks.meeting_point',
  'item_asks.relative_may_collect',
  'item_asks.collector_code',
  'item_asks.collector_code_tries',
  'item_asks.collector_code_used_at',
  'item_asks.agreed_window_id',
  'item_asks.agreed_starts_at',
  'item_asks.agreed_ends_at',
] as const;

/** An ask as the rules and the replies read it. */
export function findAsk(db: Db, askId: number) {
  return db
    .selectFrom('item_asks')
    .select(ASK_COLUMNS)
    .where('item_asks.id', '=', askId)
    .executeTakeFirst();
}
export type AskRow = NonNullable<Awaited<ReturnType<typeof findAsk>>>;

/** The ask's post, for its owner's id and its rules (no lock: lockPost locks it). */
export function postOfAsk(db: Db, askId: number) {
  return db.selectFrom('item_asks').select('post_id').where('id', '=', askId).executeTakeFirst();
}

/** Holds the member's row until the transaction ends: two asks at the quota count in turn. */
export async function lockAsker(trx: Db, dialect: Dialect, memberId: number): Promise<void> {
  const query = trx.selectFrom('users').select('id').where('id', '=', memberId);
  await (dialect === 'postgres' ? query.forNoKeyUpdate() : query).executeTakeFirst();
}

/** This member's asks still waiting for their donors' answer. */
export async function countWaitingAsksOf(db: Db, askerId: number): Promise<number> {
  const row = await db
    .selectFrom('item_asks')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('asker_id', '=', askerId)
    .where('status', '=', 'waiting')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The member's ask of the post, whatever its status. */
export function askOfMember(db: Db, postId: number, askerId: number) {
  return db
    .selectFrom('item_asks')
    .select(['id', 'status'])
    .where('post_id', '=', postId)
    .where('asker_id', '=', askerId)
    .executeTakeFirst();
}

export interface NewAsk {
  postId: number;
  askerId: number;
  donorId: number;
  note: string | null;
}

/** A new ask, at the end of the line. */
export async function insertAsk(db: Db, ask: NewAsk, at: string): Promise<number> {
  const row = await db
    .insertInto('item_asks')
    .values({
      post_id: ask.postId,
      asker_id: ask.askerId,
      donor_id: ask.donorId,
      note: ask.note,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An ask withdrawn or ended before asked again: waiting anew, at the end of the line. */
export async function reopenAsk(db: Db, askId: number, ask: NewAsk, at: string): Promise<void> {
  await db
    .updateTable('item_asks')
    .set({
      status: 'waiting',
      note: ask.note,
      donor_id: ask.donorId,
      created_at: at,
      updated_at: at,
      ...clearedPickup,
    })
    .where('id', '=', askId)
    .execute();
}

/** A pickup forgotten: the ask is no longer promised. */
const clearedPickup = {
  pickup_state: null,
  place_kind: null,
  meeting_point: null,
  relative_may_collect: 0,
  collector_code: null,
  collector_code_tries: 0,
  collector_code_used_at: null,
  agreed_window_id: null,
  agreed_starts_at: null,
  agreed_ends_at: null,
  reminded_soon_at: null,
  reminded_now_at: null,
  outcome_asked_at: null,
} as const;

/** How many asks of the post are promised now. */
export async function countPromised(db: Db, postId: number): Promise<number> {
  const row = await db
    .selectFrom('item_asks')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('post_id', '=', postId)
    .where('status', '=', 'promised')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface PromiseTerms {
  placeKind: PickupPlaceKind;
  meetingPoint: string | null;
  relativeMayCollect: boolean;
  collectorCode: string | null;
}

/** The waiting ask promised, with the place; false when it was no longer waiting. */
export async function promiseAsk(
  db: Db,
  askId: number,
  terms: PromiseTerms,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('item_asks')
    .set({
      ...clearedPickup,
      status: 'promised',
      release_reason: null,
      pickup_state: 'offered',
      place_kind: terms.placeKind,
      meeting_point: terms.meetingPoint,
      relative_may_collect: terms.relativeMayCollect ? 1 : 0,
      collector_code: terms.collectorCode,
      updated_at: at,
    })
    .where('id', '=', askId)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The times offered for a promised ask, instead of any offered before; the agreement ends. */
export async function offerWindows(
  db: Db,
  askId: number,
  place: { kind: PickupPlaceKind; meetingPoint: string | null } | null,
  windows: readonly { startsAt: string; endsAt: string }[],
  at: string,
): Promise<void> {
  await db.deleteFrom('pickup_windows').where('ask_id', '=', askId).execute();
  if (windows.length > 0) {
    await db
      .insertInto('pickup_windows')
      .values(
        windows.map((window) => ({
          ask_id: askId,
          starts_at: window.startsAt,
          ends_at: window.endsAt,
        })),
      )
      .execute();
  }
  await db
    .updateTable('item_asks')
    .set({
      pickup_state: windows.length > 0 ? 'offered' : 'another_time',
      ...(place && { place_kind: place.kind, meeting_point: place.meetingPoint }),
      agreed_window_id: null,
      agreed_starts_at: null,
      agreed_ends_at: null,
      reminded_soon_at: null,
      reminded_now_at: null,
      outcome_asked_at: null,
      updated_at: at,
    })
    .where('id', '=', askId)
    .execute();
}

/** The times offered for these asks, earliest first. */
export function windowsOf(db: Db, askIds: readonly number[]) {
  if (askIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pickup_windows')
    .select(['id', 'ask_id', 'starts_at', 'ends_at'])
    .where('ask_id', 'in', askIds)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

/** One offered time of the ask. */
export function windowOf(db: Db, askId: number, windowId: number) {
  return db
    .selectFrom('pickup_windows')
    .select(['id', 'starts_at', 'ends_at'])
    .where('ask_id', '=', askId)
    .where('id', '=', windowId)
    .executeTakeFirst();
}

/**
 * The time picked: the pickup is agreed on it, and its reminders are due again, but for those
 * `past` already (a time picked less than two hours ahead has no "in two hours").
 */
export async function agreeOn(
  db: Db,
  askId: number,
  window: { id: number; starts_at: string; ends_at: string },
  past: { soon: boolean; now: boolean },
  at: string,
): Promise<void> {
  await db
    .updateTable('item_asks')
    .set({
      pickup_state: 'agreed',
      agreed_window_id: window.id,
      agreed_starts_at: window.starts_at,
      agreed_ends_at: window.ends_at,
      reminded_soon_at: past.soon ? at : null,
      reminded_now_at: past.now ? at : null,
      outcome_asked_at: null,
      updated_at: at,
    })
    .where('id', '=', askId)
    .execute();
}

/** Another time is asked for: the offered times and any agreement are gone. */
export function askAnotherTime(db: Db, askId: number, at: string): Promise<void> {
  return offerWindows(db, askId, null, [], at);
}

/**
 * The promised ask ends as `status`, with the reason the donor gave for releasing it; its
 * times go. False when it was no longer promised.
 */
export async function endPromise(
  db: Db,
  askId: number,
  status: 'released' | 'missed' | 'withdrawn',
  reason: string | null,
  at: string,
): Promise<boolean> {
  await db.deleteFrom('pickup_windows').where('ask_id', '=', askId).execute();
  const result = await db
    .updateTable('item_asks')
    .set({ ...clearedPickup, status, release_reason: reason, updated_at: at })
    .where('id', '=', askId)
    .where('status', '=', 'promised')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A waiting ask withdrawn by its asker; false when it was no longer waiting. */
export async function withdrawWaitingAsk(db: Db, askId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('item_asks')
    .set({ status: 'withdrawn', updated_at: at })
    .where('id', '=', askId)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One more pickup the member did not come to. */
export async function countMissedPickup(db: Db, askerId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ pickups_missed: eb('pickups_missed', '+', 1) }))
    .where('id', '=', askerId)
    .execute();
}

/** The post's availability set, when it is `from` (a post its donor changed since stays so). */
export async function moveAvailability(
  db: Db,
  postId: number,
  from: Availability,
  to: Availability,
  at: string,
): Promise<void> {
  await db
    .updateTable('posts')
    .set({ availability: to, updated_at: at })
    .where('id', '=', postId)
    .where('availability', '=', from)
    .execute();
}

/** A wrong code tried; the tries so far. */
export async function countCodeTry(db: Db, askId: number): Promise<void> {
  await db
    .updateTable('item_asks')
    .set((eb) => ({ collector_code_tries: eb('collector_code_tries', '+', 1) }))
    .where('id', '=', askId)
    .execute();
}

/** The code checked right: it works once. */
export async function useCode(db: Db, askId: number, at: string): Promise<void> {
  await db
    .updateTable('item_asks')
    .set({ collector_code_used_at: at })
    .where('id', '=', askId)
    .execute();
}

/** Asks with their columns and what a donor sees of each asker. */
function asksWithAskers(db: Db) {
  return db
    .selectFrom('item_asks')
    .innerJoin('users as asker', 'asker.id', 'item_asks.asker_id')
    .select(ASK_COLUMNS)
    .select([
      'asker.username as asker_username',
      'asker.items_received as asker_items_received',
      'asker.pickups_completed as asker_pickups_completed',
      'asker.pickups_missed as asker_pickups_missed',
    ]);
}

/** The asks of a post with what a donor sees of each asker, in the order they came. */
export function asksOfPost(db: Db, postId: number, askerId?: number) {
  let query = asksWithAskers(db).where('item_asks.post_id', '=', postId);
  if (askerId !== undefined) query = query.where('item_asks.asker_id', '=', askerId);
  return query.orderBy('item_asks.created_at').orderBy('item_asks.id').execute();
}
export type AskWithAsker = Awaited<ReturnType<typeof asksOfPost>>[number];

/** The ask with its asker, as asksOfPost reads it. */
export function askWithAsker(db: Db, askId: number): Promise<AskWithAsker | undefined> {
  return asksWithAskers(db).where('item_asks.id', '=', askId).executeTakeFirst();
}

/** How many asks of the post are open, and how many of them promised. */
export async function askCountsOf(db: Db, postId: number) {
  const row = await db
    .selectFrom('item_asks')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('open'),
      eb.fn
        .sum<string | number | null>(
          eb.case().when('status', '=', 'promised').then(1).else(0).end(),
        )
        .as('promised'),
    ])
    .where('post_id', '=', postId)
    .where('status', 'in', ['waiting', 'promised'])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), promised: Number(row.promised ?? 0) };
}

/**
 * Whether the two members arranged a meeting before this ask: another ask between them, either
 * way, that was agreed on a time (or ended in a handover or a missed pickup).
 */
export async function metBefore(
  db: Db,
  askId: number,
  memberA: number,
  memberB: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('item_asks')
    .select('id')
    .where('id', '<>', askId)
    .where((eb) =>
      eb.or([
        eb.and([eb('asker_id', '=', memberA), eb('donor_id', '=', memberB)]),
        eb.and([eb('asker_id', '=', memberB), eb('donor_id', '=', memberA)]),
      ]),
    )
    .where((eb) =>
      eb.or([eb('status', 'in', ['collected', 'missed']), eb('pickup_state', '=', 'agreed')]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * How long the member took to answer, in their latest replies: each of their messages that
 * followed one from the other member of a conversation, the time between the two.
 */
export async function replyDelaysOf(db: Db, memberId: number, latest: number): Promise<number[]> {
  const { rows } = await sql<{ created_at: string; previous_at: string }>`
    select created_at, previous_at from (
      select m.sender_id, m.created_at,
        lag(m.sender_id) over (partition by m.conversation_id order by m.id) as previous_sender,
        lag(m.created_at) over (partition by m.conversation_id order by m.id) as previous_at
      from messages m
      where m.conversation_id in (
        select id from conversations where user_a_id = ${memberId} or user_b_id = ${memberId}
      )
    ) as replies
    where sender_id = ${memberId} and previous_sender <> ${memberId}
    order by created_at desc
    limit ${latest}
  `.execute(db);
  return rows.map((row) => Date.parse(row.created_at) - Date.parse(row.previous_at));
}

/** The viewer's own asks, newest first, with their items and donors. */
export function asksOfMember(db: Db, askerId: number, limit: number) {
  return withCover(
    asksWithAskers(db)
      .innerJoin('users as donor', 'donor.id', 'item_asks.donor_id')
      .innerJoin('posts', 'posts.id', 'item_asks.post_id'),
  )
    .select([
      'donor.username as donor_username',
      'posts.title as post_title',
      'posts.location as post_location',
      'posts.place_id as post_place_id',
      'posts.share_mode as post_share_mode',
      'posts.draw_seed as post_draw_seed',
      'posts.deadline_at as post_deadline_at',
      'cover.image_hash as cover_hash',
    ])
    .where('item_asks.asker_id', '=', askerId)
    .orderBy('item_asks.updated_at', 'desc')
    .orderBy('item_asks.id', 'desc')
    .limit(limit)
    .execute();
}

/** The post's title and area, for a pickup's place and calendar entry. */
export function postForPickup(db: Db, postId: number) {
  return db
    .selectFrom('posts')
    .select([
      'id',
      'title',
      'location',
      'place_id',
      'user_id',
      'share_mode',
      'draw_seed',
      'deadline_at',
    ])
    .where('id', '=', postId)
    .executeTakeFirst();
}

/** What deciding who sees a post's asks needs of it. */
export function postToAsk(db: Db, postId: number) {
  return db
    .selectFrom('posts')
    .select([
      'id',
      'user_id',
      'moderation_status',
      'location',
      'place_id',
      'availability',
      'quantity_left',
      'share_mode',
      'draw_seed',
      'deadline_at',
    ])
    .where('id', '=', postId)
    .executeTakeFirst();
}

/** A member's name, or undefined when the account is gone. */
export async function usernameOf(db: Db, memberId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.username;
}

/** Which reminder of an agreed pickup: before it, at its time, and the outcome's question after. */
export type PickupReminder = 'soon' | 'now' | 'outcome';

const REMINDER_COLUMN = {
  soon: 'reminded_soon_at',
  now: 'reminded_now_at',
  outcome: 'outcome_asked_at',
} as const;

/**
 * The agreed pickups whose `reminder` is due by `dueBy` (the time it is measured from: the
 * start, or for the outcome the end) and not yet sent, oldest first.
 */
export function duePickupReminders(db: Db, reminder: PickupReminder, dueBy: string, limit: number) {
  const measuredFrom = reminder === 'outcome' ? 'agreed_ends_at' : 'agreed_starts_at';
  return db
    .selectFrom('item_asks')
    .select(['id', 'post_id', 'asker_id', 'donor_id', 'agreed_starts_at', 'agreed_ends_at'])
    .where('status', '=', 'promised')
    .where('pickup_state', '=', 'agreed')
    .where(REMINDER_COLUMN[reminder], 'is', null)
    .where(measuredFrom, '<=', dueBy)
    .orderBy(measuredFrom)
    .limit(limit)
    .execute();
}

/**
 * Takes a due reminder for this run: false when another instance took it first, or the pickup
 * changed meanwhile (another time, or its end).
 */
export async function takePickupReminder(
  db: Db,
  askId: number,
  reminder: PickupReminder,
  agreedStartsAt: string,
  at: string,
): Promise<boolean> {
  const column = REMINDER_COLUMN[reminder];
  const result = await db
    .updateTable('item_asks')
    .set({ [column]: at })
    .where('id', '=', askId)
    .where('status', '=', 'promised')
    .where('pickup_state', '=', 'agreed')
    .where('agreed_starts_at', '=', agreedStartsAt)
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The items the member received (confirmed handovers) since `since`. */
export async function countItemsReceivedSince(
  db: Db,
  receiverId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('donation_claims')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('receiver_id', '=', receiverId)
    .where('status', '=', 'confirmed')
    .where('decided_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The posts whose draw is due by `now` and not done, the oldest deadline first. */
export function dueDraws(db: Db, now: string, limit: number) {
  return db
    .selectFrom('posts')
    .select('id')
    .where('share_mode', '=', 'draw')
    .where('drawn_at', 'is', null)
    .where('deadline_at', '<=', now)
    .orderBy('deadline_at')
    .limit(limit)
    .execute();
}

/** Takes a post's draw for this run: false when it was done already (by another instance). */
export async function takeDraw(db: Db, postId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set({ drawn_at: at })
    .where('id', '=', postId)
    .where('share_mode', '=', 'draw')
    .where('drawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The asks of a post still waiting that were made before `before`. */
export function waitingAsksBefore(db: Db, postId: number, before: string) {
  return db
    .selectFrom('item_asks')
    .select(['id', 'asker_id'])
    .where('post_id', '=', postId)
    .where('status', '=', 'waiting')
    .where('created_at', '<', before)
    .execute();
}

/** The asks of a post still waiting, any time. */
export function waitingAskersOf(db: Db, postId: number) {
  return db
    .selectFrom('item_asks')
    .select('asker_id')
    .where('post_id', '=', postId)
    .where('status', '=', 'waiting')
    .execute();
}
