import type { AuditDetails } from '@tabarru/contract/audit';
import { ERROR_CODES } from '@tabarru/contract/errors';
import type { AdminPost } from '@tabarru/contract/admin';
import {
  MODERATION_MESSAGES,
  type FlaggedPost,
  type ParsedReportRequest,
  type ReportReply,
} from '@tabarru/contract/moderation';
import { POST_MESSAGES } from '@tabarru/contract/posts';

import type { ModuleContext } from '../../context';
import type { Db } from '../../db/schema';
import { badRequest, notFound } from '../../infra/http-errors';
import { recordAdminAction } from '../audit/service';
import { normalizeSearchText } from '../feed/search-text';
import { canSeePost, isPostOwner } from '../posts/policy';
import { lockPost } from '../posts/service';
import { announceNotifications, recordNotifications } from '../notifications/service';
import { markMatchingDue } from '../saved-searches/service';
import { writeAs, type Session } from '../sessions/service';
import { findUserById } from '../users/service';
import { hidesPost } from './policy';
import { blocklistMatchesOf } from './blocklist';
import { presentAdminPost, presentFlaggedPost, reasonCounts } from './presenter';
import {
  allPosts,
  countReporters,
  flaggedPosts,
  flagPost,
  insertReport,
  markApproved,
  unreviewedReports,
} from './queries';

const postNotFound = () => notFound(ERROR_CODES.postNotFound, POST_MESSAGES.notFound);

/**
 * A member reports another member's post they can see: once per version (a second report counts
 * once), and the post leaves the feed when it has enough reporters (policy.ts).
 */
export async function reportPost(
  context: ModuleContext,
  session: Session,
  postId: number,
  request: ParsedReportRequest,
): Promise<ReportReply> {
  const hidden = await writeAs(context, session, async (trx, member) => {
    const post = await lockPost(trx, context.dialect, postId);
    if (!post || !canSeePost(member, post)) throw postNotFound();
    if (isPostOwner(member, post)) {
      throw badRequest(ERROR_CODES.reportOwnPost, MODERATION_MESSAGES.ownPost);
    }
    const recorded = await insertReport(trx, {
      postId,
      postVersion: post.version,
      reporterId: member.id,
      reason: request.reason,
      note: request.note ?? null,
    });
    if (!recorded) return null;
    const hides = hidesPost(post, await countReporters(trx, postId, post.version));
    if (hides) {
      await flagPost(trx, postId);
      // Reporters stay unnamed: the owner hears that their post waits for review, not from whom.
      await recordNotifications(
        trx,
        [{ userId: post.user_id, kind: 'post_flagged', actorId: null, postId }],
        new Date(context.now()).toISOString(),
      );
    }
    return hides ? post.user_id : false;
  });
  if (hidden !== null && hidden !== false) {
    announceNotifications(context, [hidden]);
  }
  return hidden === null
    ? { message: MODERATION_MESSAGES.alreadyReported, already_reported: true }
    : { message: MODERATION_MESSAGES.reported, already_reported: false };
}

export async function flaggedPostList(context: ModuleContext): Promise<FlaggedPost[]> {
  const rows = await flaggedPosts(context.db);
  const reports = await unreviewedReports(
    context.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    presentFlaggedPost(
      context.images,
      row,
      reports.filter((report) => report.post_id === row.id),
    ),
  );
}

/**
 * Every post whatever its moderation, newest first, its title containing `q` as the feed's search
 * reads it, each with its id: the administrators' list of posts, a page after `beforeId`.
 */
export async function postsForAdministrators(
  context: ModuleContext,
  filter: { q?: string | undefined; beforeId?: number | undefined; limit?: number | undefined },
): Promise<{ id: number; post: AdminPost }[]> {
  const search = filter.q === undefined ? undefined : normalizeSearchText(filter.q) || undefined;
  const rows = await allPosts(context.db, {
    search,
    beforeId: filter.beforeId,
    limit: filter.limit,
  });
  return rows.map((row) => ({ id: row.id, post: presentAdminPost(context.images, row) }));
}

/**
 * What the audit entry of a post's review keeps: its owner's name, and why it was flagged (the
 * reports since its last approval, the blocklist's findings).
 */
export async function postAuditDetails(
  trx: Db,
  post: { id: number; user_id: number; blocklist_matches: string | null },
): Promise<AuditDetails> {
  const [owner, reported] = await Promise.all([
    findUserById(trx, post.user_id),
    unreviewedReports(trx, [post.id]),
  ]);
  const reports = reasonCounts(reported);
  const matches = blocklistMatchesOf(post.blocklist_matches);
  return {
    ...(owner && { owner: owner.username }),
    ...(reports.length > 0 && { reports }),
    ...(matches.length > 0 && { blocklist_matches: matches }),
  };
}

/**
 * Approve: the post is visible again, and its current version approved, so later reports of that
 * version do not hide it. Approving a post that is not flagged records that its version is approved
 * and writes no audit entry: nothing changed that anyone could see.
 */
export async function approvePost(
  context: ModuleContext,
  session: Session,
  postId: number,
): Promise<void> {
  const notified = await writeAs(context, session, async (trx, admin) => {
    const post = await lockPost(trx, context.dialect, postId);
    if (!post || post.moderation_status === 'removed') throw postNotFound();
    const wasFlagged = post.moderation_status === 'flagged';
    if (wasFlagged) {
      await recordAdminAction(trx, {
        actor: admin,
        action: 'post.approve',
        target: { type: 'post', id: post.id, label: post.title },
        details: await postAuditDetails(trx, post),
      });
    }
    await markApproved(trx, postId, post.version);
    if (!wasFlagged) return [];
    const at = new Date(context.now()).toISOString();
    // A post the blocklist held from its creation is new to the feed now: the saved searches
    // hear of it (one matched before it was reported is not matched again).
    await markMatchingDue(trx, postId, at);
    return recordNotifications(
      trx,
      [{ userId: post.user_id, kind: 'post_approved', actorId: null, postId }],
      at,
    );
  });
  announceNotifications(context, notified);
  await context.postMatching.match(postId);
}
