import type { z } from 'zod';

import { ACCOUNT_MESSAGES } from '@tabarru/contract/accounts';
import { ERROR_CODES } from '@tabarru/contract/errors';
import { POST_MESSAGES } from '@tabarru/contract/posts';
import {
  WANTED_DAYS,
  WANTED_MESSAGES,
  type WantedListReply,
  type WantedReply,
  type wantedCreateSchema,
} from '@tabarru/contract/wanted';

import type { ModuleContext } from '../../context';
import type { Db, UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../infra/http-errors';
import { canEditPost } from '../posts/policy';
import { blocklistMatches, blocklistMatchesOf, moderationAfterEdit } from '../moderation/policy';
import { followWantedEdit, saveWantedSearch } from '../saved-searches/service';
import { writeAs, type Session } from '../sessions/service';
import { findUserById } from '../users/service';
import {
  insertPost,
  lockPost,
  updatePost,
  type LockedPost,
  type PostContent,
} from '../posts/service';
import { presentWanted } from './presenter';
import { findWanted, liveWantedOf, renewWanted } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A member page lists this many wanted posts at most. */
const MEMBER_WANTED_MAX = 50;

const postNotFound = () => notFound(ERROR_CODES.postNotFound, POST_MESSAGES.notFound);

const expiryFrom = (now: number) => new Date(now + WANTED_DAYS * DAY_MS).toISOString();

async function wantedReply(
  context: ModuleContext,
  id: number,
  message: string,
): Promise<WantedReply> {
  const row = await findWanted(context.db, id);
  if (!row) throw postNotFound();
  return { message, wanted: presentWanted(row) };
}

type WantedInput = z.output<typeof wantedCreateSchema>;

/** A wanted post as a post's content: no contact details (it is answered by a message). */
function contentOf(input: WantedInput): PostContent {
  return {
    title: input.title,
    description: input.description,
    email: '',
    phone: '',
    location: input.region,
    region: input.region,
    category: input.category,
    extras: [],
  };
}

/**
 * Writes a wanted post of the member, held to the same blocklist as a giving post, with its
 * title's words and its category kept as a saved search of its author (docs/decisions.md,
 * "Wanted posts"), so a new giving post that matches it tells them as an alert does while it
 * runs. Answers its id.
 */
export async function writeWantedPost(
  trx: Db,
  memberId: number,
  input: WantedInput,
  now: number,
): Promise<number> {
  const content = contentOf(input);
  const postId = await insertPost(trx, {
    ...content,
    userId: memberId,
    blocklistMatches: blocklistMatches(content),
    wanted: { expiresAt: expiryFrom(now) },
  });
  await saveWantedSearch(
    trx,
    { id: postId, userId: memberId, title: input.title, category: input.category },
    new Date(now).toISOString(),
  );
  return postId;
}

/** POST /api/wanted: a post of what the member looks for, without a photo. */
export async function createWanted(
  context: ModuleContext,
  session: Session,
  input: WantedInput,
): Promise<WantedReply> {
  const now = context.now();
  const id = await writeAs(context, session, (trx, member) =>
    writeWantedPost(trx, member.id, input, now),
  );
  return wantedReply(context, id, WANTED_MESSAGES.created);
}

/** The member's own wanted post, locked for a write: 404 for none, 403 for another's. */
async function ownWantedPost(
  trx: Db,
  context: ModuleContext,
  member: UserRow,
  id: number,
): Promise<LockedPost> {
  const post = await lockPost(trx, context.dialect, id);
  if (!post || post.kind !== 'wanted' || post.moderation_status === 'removed') {
    throw postNotFound();
  }
  if (!canEditPost(member, post)) {
    throw forbidden(ERROR_CODES.notPostOwner, POST_MESSAGES.notOwner);
  }
  return post;
}

/**
 * PUT /api/wanted/:id: the owner rewrites what they look for. The blocklist reads the new text
 * as an edit of a giving post's (a finding flags it for review), and the saved search that
 * stands for it follows its new title and category; it runs until when it ran.
 */
export async function editWanted(
  context: ModuleContext,
  session: Session,
  id: number,
  input: WantedInput,
): Promise<WantedReply> {
  const content = contentOf(input);
  const findings = blocklistMatches(content);
  await writeAs(context, session, async (trx, member) => {
    const post = await ownWantedPost(trx, context, member, id);
    await updatePost(trx, id, {
      ...content,
      availability: post.availability,
      moderation: moderationAfterEdit(
        {
          moderation_status: post.moderation_status,
          blocklist_matches: blocklistMatchesOf(post.blocklist_matches),
        },
        findings,
      ),
    });
    await followWantedEdit(trx, { id, title: input.title, category: input.category });
  });
  return wantedReply(context, id, WANTED_MESSAGES.updated);
}

/**
 * PUT /api/wanted/:id/renew: the owner runs their wanted post on for WANTED_DAYS from now (a need
 * no further than its day).
 */
export async function renewWantedPost(
  context: ModuleContext,
  session: Session,
  id: number,
): Promise<WantedReply> {
  await writeAs(context, session, async (trx, member) => {
    const post = await ownWantedPost(trx, context, member, id);
    // An organisation's need runs to the end of the day it is needed by, never past it.
    const renewed = expiryFrom(context.now());
    const end =
      post.need_quantity !== null && post.deadline_at !== null ? post.deadline_at : renewed;
    await renewWanted(trx, id, end < renewed ? end : renewed);
  });
  return wantedReply(context, id, WANTED_MESSAGES.renewed);
}

/** GET /api/users/:userId/wanted: what the member is looking for, still running. */
export async function memberWanted(
  context: ModuleContext,
  userId: number,
): Promise<WantedListReply> {
  if (!(await findUserById(context.db, userId))) {
    throw notFound(ERROR_CODES.userNotFound, ACCOUNT_MESSAGES.userNotFound);
  }
  const rows = await liveWantedOf(
    context.db,
    userId,
    new Date(context.now()).toISOString(),
    MEMBER_WANTED_MAX,
  );
  return { wanted: rows.map(presentWanted) };
}
