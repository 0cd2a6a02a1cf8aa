import { sql } from 'kysely';

import type { ReportReason } from '@tabarru/contract/moderation';

import { withPosterAndCover } from '../../db/post-cover';
import type { Db } from '../../db/schema';
import { containsLowerCase } from '../../db/text-match';

export interface NewReport {
  postId: number;
  postVersion: number;
  reporterId: number;
  reason: ReportReason;
  note: string | null;
}

/** Records a report; false when this member already reported this version (it counts once). */
export async function insertReport(trx: Db, report: NewReport): Promise<boolean> {
  const row = await trx
    .insertInto('post_reports')
    .values({
      post_id: report.postId,
      post_version: report.postVersion,
      reporter_id: report.reporterId,
      reason: report.reason,
      note: report.note,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) =>
      conflict.columns(['post_id', 'post_version', 'reporter_id']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** How many different members reported this version of the post. */
export async function countReporters(db: Db, postId: number, version: number): Promise<number> {
  const row = await db
    .selectFrom('post_reports')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('post_id', '=', postId)
    .where('post_version', '=', version)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function flagPost(trx: Db, postId: number): Promise<void> {
  await trx
    .updateTable('posts')
    .set({ moderation_status: 'flagged', flagged_at: new Date().toISOString() })
    .where('id', '=', postId)
    .execute();
}

/** Visible again, this version approved, the blocklist's findings reviewed. */
export async function markApproved(trx: Db, postId: number, version: number): Promise<void> {
  await trx
    .updateTable('posts')
    .set({
      moderation_status: 'visible',
      approved_version: version,
      flagged_at: null,
      blocklist_matches: null,
    })
    .where('id', '=', postId)
    .execute();
}

/** Posts as the administrators' lists of them show each: with its poster and cover. */
function postsForReview(db: Db) {
  return withPosterAndCover(db.selectFrom('posts')).select([
    'posts.id',
    'posts.user_id',
    'posts.title',
    'users.username',
    'users.email',
    'posts.created_at',
    'cover.image_hash as cover_hash',
  ]);
}

/** Flagged posts with their poster and cover, the longest waiting first. */
export function flaggedPosts(db: Db) {
  return postsForReview(db)
    .select(['posts.flagged_at', 'posts.blocklist_matches'])
    .where('posts.moderation_status', '=', 'flagged')
    .orderBy(sql`coalesce(posts.flagged_at, posts.created_at)`)
    .orderBy('posts.id')
    .execute();
}

/** Every post whatever its moderation, newest first, its title containing `search` (normalised). */
export function allPosts(
  db: Db,
  filter: {
    search?: string | undefined;
    beforeId?: number | undefined;
    limit?: number | undefined;
  },
) {
  let query = postsForReview(db)
    .select(['posts.category', 'posts.location', 'posts.availability', 'posts.moderation_status'])
    .orderBy('posts.id', 'desc');
  if (filter.search !== undefined) {
    query = query.where(containsLowerCase('posts.search_text', filter.search));
  }
  if (filter.beforeId !== undefined) query = query.where('posts.id', '<', filter.beforeId);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  return query.execute();
}

/** The reports of these posts made since each was last approved, oldest first. */
export function unreviewedReports(db: Db, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('post_reports')
    .innerJoin('posts', 'posts.id', 'post_reports.post_id')
    .select(['post_reports.post_id', 'post_reports.reason', 'post_reports.note'])
    .where('post_reports.post_id', 'in', postIds)
    .where(sql<boolean>`post_reports.post_version > coalesce(posts.approved_version, 0)`)
    .orderBy('post_reports.id')
    .execute();
}
