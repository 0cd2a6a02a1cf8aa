import { sql } from 'kysely';

import type { Db } from '../../db/schema';

/*
 * What the product holds about one member, table by table, for their download. Each query
 * reads only rows that are the member's own, and of another member only the id and username a
 * row names (never their email, phone or anything else of theirs).
 */

/** Every post of the member, whatever its state, newest first. */
export function postsOf(db: Db, userId: number) {
  return db
    .selectFrom('posts')
    .select([
      'id',
      'title',
      'description',
      'category',
      'features',
      'location',
      'place_id',
      'exact_lat',
      'exact_lng',
      'email',
      'phone',
      'availability',
      'moderation_status',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** The photos of every post of the member, each gallery in its order. */
export function photosOf(db: Db, userId: number) {
  return db
    .selectFrom('post_images')
    .innerJoin('posts', 'posts.id', 'post_images.post_id')
    .select(['post_images.post_id', 'post_images.image_hash'])
    .where('posts.user_id', '=', userId)
    .orderBy('post_images.post_id')
    .orderBy('post_images.position')
    .execute();
}

/** The member's conversations, the latest first, each with the other member's id and name. */
export function conversationsOf(db: Db, userId: number) {
  const partnerId = sql<number>`case when c.user_a_id = ${userId} then c.user_b_id else c.user_a_id end`;
  return db
    .selectFrom('conversations as c')
    .innerJoin('users as partner', (join) => join.on('partner.id', '=', partnerId))
    .select(['c.id', 'partner.id as partner_id', 'partner.username as partner_username'])
    .where((eb) => eb.or([eb('c.user_a_id', '=', userId), eb('c.user_b_id', '=', userId)]))
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** Every message of the member's conversations, each conversation's in the order they went. */
export function messagesOf(db: Db, userId: number) {
  return db
    .selectFrom('messages')
    .innerJoin('conversations as c', 'c.id', 'messages.conversation_id')
    .select([
      'messages.id',
      'messages.conversation_id',
      'messages.sender_id',
      'messages.receiver_id',
      'messages.content',
      'messages.post_id',
      'messages.status',
      'messages.created_at',
      'messages.delivered_at',
      'messages.read_at',
    ])
    .where((eb) => eb.or([eb('c.user_a_id', '=', userId), eb('c.user_b_id', '=', userId)]))
    .orderBy('messages.conversation_id')
    .orderBy('messages.created_at')
    .orderBy('messages.id')
    .execute();
}

/** The claims the member made (as receiver) or that were made on their items (as donor). */
export function claimsOf(db: Db, userId: number, as: 'receiver' | 'donor') {
  const [own, other] =
    as === 'receiver'
      ? (['donation_claims.receiver_id', 'donation_claims.donor_id'] as const)
      : (['donation_claims.donor_id', 'donation_claims.receiver_id'] as const);
  return db
    .selectFrom('donation_claims')
    .innerJoin('posts', 'posts.id', 'donation_claims.post_id')
    .innerJoin('users as other', 'other.id', other)
    .select([
      'donation_claims.id',
      'donation_claims.post_id',
      'posts.title as post_title',
      'donation_claims.message',
      'donation_claims.status',
      'donation_claims.created_at',
      'donation_claims.decided_at',
      'other.id as other_id',
      'other.username as other_username',
    ])
    .where(own, '=', userId)
    .orderBy('donation_claims.id', 'desc')
    .execute();
}

/** The feedback the member gave or received, with the other member's name. */
export function feedbackOf(db: Db, userId: number, as: 'giver' | 'receiver') {
  const [own, other] =
    as === 'giver'
      ? (['feedback.giver_id', 'feedback.receiver_id'] as const)
      : (['feedback.receiver_id', 'feedback.giver_id'] as const);
  return db
    .selectFrom('feedback')
    .innerJoin('users as other', 'other.id', other)
    .select([
      'feedback.id',
      'feedback.rating',
      'feedback.comment',
      'feedback.created_at',
      'other.id as other_id',
      'other.username as other_username',
    ])
    .where(own, '=', userId)
    .orderBy('feedback.id', 'desc')
    .execute();
}

/** The reports the member made, with the reported post's title. */
export function reportsBy(db: Db, userId: number) {
  return db
    .selectFrom('post_reports')
    .innerJoin('posts', 'posts.id', 'post_reports.post_id')
    .select([
      'post_reports.id',
      'post_reports.post_id',
      'posts.title as post_title',
      'post_reports.reason',
      'post_reports.note',
      'post_reports.created_at',
    ])
    .where('post_reports.reporter_id', '=', userId)
    .orderBy('post_reports.id', 'desc')
    .execute();
}

/** What the member wrote through the contact form while signed in. */
export function contactMessagesOf(db: Db, userId: number) {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'name', 'email', 'message', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** The values of an object of promises, under the same keys, once every one has come. */
async function allOf<Promises extends Record<string, Promise<unknown>>>(
  promises: Promises,
): Promise<{ [Key in keyof Promises]: Awaited<Promises[Key]> }> {
  const entries = await Promise.all(
    Object.entries(promises).map(async ([key, promise]) => [key, await promise] as const),
  );
  return Object.fromEntries(entries) as { [Key in keyof Promises]: Awaited<Promises[Key]> };
}

/** The members `userId` said not to be asked again to rate, with their names. */
function ratingPromptsDismissedBy(db: Db, userId: number) {
  return db
    .selectFrom('rating_prompt_dismissals as dismissal')
    .innerJoin('users as other', 'other.id', 'dismissal.other_id')
    .select(['other.id as other_id', 'other.username as other_username', 'dismissal.dismissed_at'])
    .where('dismissal.member_id', '=', userId)
    .orderBy('dismissal.dismissed_at')
    .execute();
}

/** The member's notifications, the latest first, with the member each names. */
function notificationsOf(db: Db, userId: number) {
  return db
    .selectFrom('notifications')
    .leftJoin('users as other', 'other.id', 'notifications.actor_id')
    .select([
      'notifications.id',
      'notifications.kind',
      'notifications.post_id',
      'notifications.rating',
      'notifications.count',
      'notifications.created_at',
      'notifications.read_at',
      'other.id as other_id',
      'other.username as other_username',
    ])
    .where('notifications.user_id', '=', userId)
    .orderBy('notifications.id', 'desc')
    .execute();
}

/** The member's sessions, the latest first (their records kept after ending, then removed). */
function sessionsOf(db: Db, userId: number) {
  return db
    .selectFrom('member_sessions')
    .select([
      'device_browser',
      'device_system',
      'network',
      'second_factor',
      'created_at',
      'last_used_at',
      'ended_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** What organisations recorded as handed over by the member, the latest first. */
function givenToOrganisationsBy(db: Db, userId: number) {
  return db
    .selectFrom('need_receipts')
    .innerJoin('posts', 'posts.id', 'need_receipts.post_id')
    .innerJoin('organisations', 'organisations.user_id', 'posts.user_id')
    .select([
      'need_receipts.post_id',
      'posts.title as need_title',
      'organisations.name_en',
      'organisations.name_ar',
      'need_receipts.quantity',
      'need_receipts.way',
      'need_receipts.received_at',
    ])
    .where('need_receipts.donor_id', '=', userId)
    .orderBy('need_receipts.id', 'desc')
    .execute();
}

/** The campaigns the member started, the latest first. */
function campaignsStartedBy(db: Db, userId: number) {
  return db
    .selectFrom('campaigns')
    .select(['id', 'title_en', 'title_ar', 'starts_on', 'ends_on', 'created_at'])
    .where('created_by', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** Everything above for one member, read at once (what other modules keep: service.ts). */
export function memberRecords(db: Db, userId: number) {
  return allOf({
    posts: postsOf(db, userId),
    photos: photosOf(db, userId),
    conversations: conversationsOf(db, userId),
    messages: messagesOf(db, userId),
    claimsMade: claimsOf(db, userId, 'receiver'),
    claimsReceived: claimsOf(db, userId, 'donor'),
    feedbackGiven: feedbackOf(db, userId, 'giver'),
    feedbackReceived: feedbackOf(db, userId, 'receiver'),
    reports: reportsBy(db, userId),
    ratingPromptsDismissed: ratingPromptsDismissedBy(db, userId),
    contactMessages: contactMessagesOf(db, userId),
    notifications: notificationsOf(db, userId),
    sessions: sessionsOf(db, userId),
    givenToOrganisations: givenToOrganisationsBy(db, userId),
    campaignsStarted: campaignsStartedBy(db, userId),
  });
}

export type MemberRecords = Awaited<ReturnType<typeof memberRecords>>;
