import type { FastifyBaseLogger } from 'fastify';

import {
  ADMIN_MESSAGES,
  type AdminOverviewReply,
  type AdminPost,
  type AdminUser,
  type ParsedAdminListQuery,
  type SuspensionReply,
  type ToggleAdminReply,
} from '@tabarru/contract/admin';
import { ACCOUNT_MESSAGES } from '@tabarru/contract/accounts';
import { ERROR_CODES } from '@tabarru/contract/errors';
import { figureWeeks } from '@tabarru/contract/figure-weeks';
import { POST_MESSAGES } from '@tabarru/contract/posts';

import type { ModuleContext } from '../../context';
import { badRequest, conflict, forbidden, notFound } from '../../infra/http-errors';
import { decodeIdCursor, encodeIdCursor } from '../../infra/id-cursor';
import { deleteAccount } from '../account-deletion/service';
import { recordAdminAction } from '../audit/service';
import { postAuditDetails, postsForAdministrators } from '../moderation/service';
import { deletePostWithPhotos, restoreMemberPosts, setAsideMemberPosts } from '../posts/service';
import {
  endSessions,
  lockAccountRow,
  sessionsEnded,
  writeAs,
  type Session,
} from '../sessions/service';
import { countAdministrators, lockAdministratorRoles } from '../users/service';
import { adminDeletionRefusal, roleChangeRefusal, suspensionRefusal } from './policy';
import { presentAdminUser, presentOverview } from './presenter';
import {
  countsByWeek,
  countsSinceStart,
  listAccounts,
  setAdministrator,
  setSuspension,
} from './queries';

/** A page of an admin list and the cursor of the next one (null on the last page). */
export interface AdminPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/** Where a list asked for in pages starts, and how many rows a page holds; none for the whole list. */
function paging(query: ParsedAdminListQuery) {
  if (query.limit === undefined) return { beforeId: undefined, limit: undefined };
  const beforeId = query.cursor === undefined ? undefined : decodeIdCursor(query.cursor);
  if (beforeId === null) {
    throw badRequest(ERROR_CODES.cursorInvalid, 'This cursor is not valid', 'cursor');
  }
  // One row more than the page tells whether another page follows.
  return { beforeId, limit: query.limit + 1 };
}

function pageOf<Row extends { id: number }, Shown>(
  rows: Row[],
  query: ParsedAdminListQuery,
  present: (row: Row) => Shown,
): AdminPage<Shown> {
  if (query.limit === undefined) return { rows: rows.map(present), nextCursor: null };
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map(present),
    nextCursor: rows.length > query.limit && last ? encodeIdCursor(last.id) : null,
  };
}

/** Accounts newest first, searched by email in any case. */
export async function adminUserList(
  context: ModuleContext,
  query: ParsedAdminListQuery,
): Promise<AdminPage<AdminUser>> {
  const rows = await listAccounts(context.db, { email: query.q, ...paging(query) });
  return pageOf(rows, query, presentAdminUser);
}

/** Every post newest first, flagged ones included, searched by title like the feed. */
export async function adminPostList(
  context: ModuleContext,
  query: ParsedAdminListQuery,
): Promise<AdminPage<AdminPost>> {
  const rows = await postsForAdministrators(context, { q: query.q, ...paging(query) });
  return pageOf(rows, query, (row) => row.post);
}

/** The site over the last weeks on Amman's clock, and since the start. */
export async function siteOverview(context: ModuleContext): Promise<AdminOverviewReply> {
  const weeks = figureWeeks(new Date(context.now()));
  const [counts, totals] = await Promise.all([
    countsByWeek(context.db, weeks),
    countsSinceStart(context.db),
  ]);
  return presentOverview(weeks, counts, totals);
}

const userNotFound = () => notFound(ERROR_CODES.userNotFound, ACCOUNT_MESSAGES.userNotFound);

/**
 * Promote or Demote: never one's own role, never the last administrator. A role change ends the
 * account's sessions, so the token a client holds never claims a role it lost.
 */
export async function toggleAdministrator(
  context: ModuleContext,
  session: Session,
  targetId: number,
): Promise<ToggleAdminReply> {
  const { reply, ended } = await changeRole(context, session, targetId);
  // Its sockets held a token that ended with the change; they connect again when signed in.
  context.realtime.endSessions(reply.id);
  sessionsEnded(context, reply.id, ended, 'role_changed', session.member.id);
  return reply;
}

/**
 * The role change of toggleAdministrator, in one transaction under the role lock; the target's
 * row is locked for update, since the change ends its sessions.
 */
export async function changeRole(
  context: Pick<ModuleContext, 'db' | 'dialect' | 'now'>,
  session: Session,
  targetId: number,
): Promise<{ reply: ToggleAdminReply; ended: string[] }> {
  return writeAs(
    context,
    session,
    async (trx, admin) => {
      const target = await lockAccountRow(trx, context.dialect, targetId, 'update');
      if (!target) throw userNotFound();
      const refusal = roleChangeRefusal(admin.id, target, await countAdministrators(trx));
      if (refusal === 'last-admin') throw conflict(ERROR_CODES.lastAdmin, ADMIN_MESSAGES.lastAdmin);
      if (refusal === 'own-role') throw forbidden(ERROR_CODES.adminOwnRole, ADMIN_MESSAGES.ownRole);
      const promote = target.is_admin === 0;
      const updated = await setAdministrator(trx, target.id, promote);
      const ended = await endSessions(context, trx, { userId: target.id });
      await recordAdminAction(trx, {
        actor: admin,
        action: promote ? 'user.promote' : 'user.demote',
        target: { type: 'user', id: target.id, label: target.username },
      });
      return { reply: { id: updated.id, is_admin: updated.is_admin === 1 }, ended };
    },
    { before: (trx) => lockAdministratorRoles(trx, context.dialect) },
  );
}

/**
 * Ends every session of a member (a lost phone, an account taken over), audit-logged; the
 * member signs in again. An administrator's own sessions, this one included, may be ended too.
 */
export async function endMemberSessionsAsAdministrator(
  context: ModuleContext,
  session: Session,
  targetId: number,
): Promise<number> {
  const ended = await writeAs(
    context,
    session,
    async (trx, admin) => {
      const target = await lockAccountRow(trx, context.dialect, targetId, 'update');
      if (!target) throw userNotFound();
      const endedIds = await endSessions(context, trx, { userId: target.id });
      await recordAdminAction(trx, {
        actor: admin,
        action: 'user.end_sessions',
        target: { type: 'user', id: target.id, label: target.username },
      });
      return endedIds;
    },
    { endsSession: session.member.id === targetId },
  );
  sessionsEnded(context, targetId, ended, 'ended_by_administrator', session.member.id);
  return ended.length;
}

/**
 * Suspends a member: every session ends at once, they cannot sign in (auth/service.ts) and their
 * posts leave the feed, search and post pages until the suspension is lifted. Never oneself or
 * an administrator. Suspending a suspended member changes nothing and records nothing.
 */
export async function suspendMember(
  context: ModuleContext,
  session: Session,
  targetId: number,
  reason: string | undefined,
): Promise<SuspensionReply> {
  const { suspendedAt, ended } = await writeAs(context, session, async (trx, admin) => {
    const target = await lockAccountRow(trx, context.dialect, targetId, 'update');
    if (!target) throw userNotFound();
    const refusal = suspensionRefusal(admin.id, target);
    if (refusal === 'own-account') {
      throw forbidden(ERROR_CODES.suspendOwnAccount, ADMIN_MESSAGES.suspendOwnAccount);
    }
    if (refusal === 'administrator') {
      throw forbidden(ERROR_CODES.suspendAdministrator, ADMIN_MESSAGES.suspendAdministrator);
    }
    if (target.suspended_at !== null) return { suspendedAt: target.suspended_at, ended: [] };
    const at = new Date(context.now()).toISOString();
    await setSuspension(trx, target.id, { at, reason: reason || null });
    await setAsideMemberPosts(trx, target.id);
    const endedIds = await endSessions(context, trx, { userId: target.id });
    await recordAdminAction(trx, {
      actor: admin,
      action: 'user.suspend',
      target: { type: 'user', id: target.id, label: target.username },
      reason,
    });
    return { suspendedAt: at, ended: endedIds };
  });
  sessionsEnded(context, targetId, ended, 'suspended', session.member.id);
  return { message: ADMIN_MESSAGES.userSuspended, id: targetId, suspended_at: suspendedAt };
}

/**
 * Lifts a suspension: the member may sign in again and their posts come back as they were.
 * Lifting none changes nothing and records nothing.
 */
export async function unsuspendMember(
  context: ModuleContext,
  session: Session,
  targetId: number,
  reason: string | undefined,
): Promise<SuspensionReply> {
  await writeAs(context, session, async (trx, admin) => {
    const target = await lockAccountRow(trx, context.dialect, targetId, 'update');
    if (!target) throw userNotFound();
    if (target.suspended_at === null) return;
    await setSuspension(trx, target.id, null);
    await restoreMemberPosts(trx, target.id);
    await recordAdminAction(trx, {
      actor: admin,
      action: 'user.unsuspend',
      target: { type: 'user', id: target.id, label: target.username },
      reason,
    });
  });
  return { message: ADMIN_MESSAGES.userUnsuspended, id: targetId, suspended_at: null };
}

/** Delete a member the way every deletion goes (account-deletion/service.ts). */
export async function deleteMemberAsAdministrator(
  context: ModuleContext,
  session: Session,
  targetId: number,
  reason: string | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  await deleteAccount(context, session, targetId, log, async (trx, account, admin) => {
    if (adminDeletionRefusal(admin.id, account) === 'own-account') {
      throw forbidden(ERROR_CODES.adminOwnAccount, ADMIN_MESSAGES.ownAccount);
    }
    await recordAdminAction(trx, {
      actor: admin,
      action: 'user.delete',
      target: { type: 'user', id: account.id, label: account.username },
      reason,
    });
  });
}

/** Delete a post, also how Reject removes a flagged post, as the earlier product's Reject did. */
export async function deletePostAsAdministrator(
  context: ModuleContext,
  session: Session,
  postId: number,
  reason: string | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  await deletePostWithPhotos(context, session, postId, log, async (trx, post, admin) => {
    if (!post) throw notFound(ERROR_CODES.postNotFound, POST_MESSAGES.notFound);
    await recordAdminAction(trx, {
      actor: admin,
      action: 'post.delete',
      target: { type: 'post', id: post.id, label: post.title },
      reason,
      details: await postAuditDetails(trx, post),
    });
  });
}
