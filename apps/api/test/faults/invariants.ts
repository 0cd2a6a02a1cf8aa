import { readdir } from 'node:fs/promises';
import path from 'node:path';

import type { DatabaseHandle } from '../../src/db/database';
import { danglingReferences } from '../support/integrity';
import { MARKER, type Ledger } from './workload';

/** A stored file's name: the content hash, then `-480` for the thumbnail (images/sweep.ts). */
const IMAGE_FILE = /^([0-9a-f]{64})(?:-480)?\.webp$/;

function countMarkers(texts: (string | null)[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const marker of text?.match(MARKER) ?? [])
      counts.set(marker, (counts.get(marker) ?? 0) + 1);
  }
  return counts;
}

/**
 * Everything that must hold of the database and the photo folder after a fault, read from the
 * rows and files themselves: each a line naming what is wrong, none when all is well.
 */
export async function invariantProblems(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  uploadsDir: string,
  ledger: Ledger,
): Promise<string[]> {
  const { db } = database;
  const problems: string[] = [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'items_donated', 'items_received', 'rating_sum', 'rating_count'])
    .execute();
  const posts = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'title', 'description'])
    .execute();
  const postImages = await db.selectFrom('post_images').select(['post_id', 'image_hash']).execute();
  const eventImages = await db.selectFrom('event_images').select(['image_hash']).execute();
  const messages = await db
    .selectFrom('messages')
    .select(['id', 'conversation_id', 'sender_id', 'receiver_id', 'content', 'status'])
    .execute();
  const feedback = await db
    .selectFrom('feedback')
    .select(['receiver_id', 'rating', 'comment'])
    .execute();
  const claims = await db
    .selectFrom('donation_claims')
    .select(['id', 'donor_id', 'receiver_id', 'status', 'message'])
    .execute();
  const conversations = await db
    .selectFrom('conversations')
    .select(['id', 'user_a_id', 'user_b_id', 'user_a_unread', 'user_b_unread', 'last_message_id'])
    .execute();

  const userIds = new Set(users.map((user) => Number(user.id)));
  const deleted = (memberIds: number[]) => memberIds.some((id) => !userIds.has(id));

  // Nothing acknowledged lost, nothing doubled.
  const titleMarkers = countMarkers(posts.map((post) => post.title));
  const textMarkers = countMarkers([
    ...messages.map((message) => message.content),
    ...feedback.map((row) => row.comment),
  ]);
  for (const [marker, count] of [...titleMarkers, ...textMarkers]) {
    if (count > 1) problems.push(`${marker} stored ${count} times`);
  }
  for (const post of ledger.posts) {
    if (post.acked && !deleted([post.ownerId]) && !titleMarkers.has(post.marker)) {
      problems.push(`acknowledged post ${post.marker} (#${post.id}) lost`);
    }
  }
  for (const text of ledger.texts) {
    if (text.acked && !deleted(text.memberIds) && !textMarkers.has(text.marker)) {
      problems.push(`acknowledged ${text.kind} ${text.marker} lost`);
    }
  }
  const claimStatus = new Map(claims.map((claim) => [Number(claim.id), claim.status]));
  for (const confirmation of ledger.confirmations) {
    if (confirmation.acked && claimStatus.get(confirmation.claimId) !== 'confirmed') {
      problems.push(
        `acknowledged confirmation of claim #${confirmation.claimId} is ${claimStatus.get(confirmation.claimId) ?? 'gone'}`,
      );
    }
  }

  // An edit is all there or not at all: the description of the last acknowledged edit, or of one
  // sent after it whose answer the fault cut off; and its photo swap keeps the post's count.
  const postsByMarker = new Map(posts.map((post) => [post.title.match(MARKER)?.[0] ?? '', post]));
  const photosByPost = new Map<number, number>();
  for (const image of postImages) {
    photosByPost.set(Number(image.post_id), (photosByPost.get(Number(image.post_id)) ?? 0) + 1);
  }
  for (const record of ledger.posts) {
    const stored = postsByMarker.get(record.marker);
    if (!stored) continue;
    const lastAcked = record.edits.findLastIndex((edit) => edit.acked);
    const allowed = record.edits.slice(Math.max(lastAcked, 0)).map((edit) => edit.marker);
    const shown = stored.description.match(MARKER)?.[0];
    const fine = shown === undefined ? lastAcked < 0 : allowed.includes(shown);
    if (!fine)
      problems.push(
        `post ${record.marker} shows edit ${shown ?? 'none'}, expected one of ${allowed.join(', ')}`,
      );
    const photos = photosByPost.get(Number(stored.id)) ?? 0;
    if (photos !== record.photos) {
      problems.push(`post ${record.marker} has ${photos} photos, was sent with ${record.photos}`);
    }
  }
  for (const post of posts) {
    if (!photosByPost.has(Number(post.id))) problems.push(`post #${post.id} has no photo`);
  }

  // A deleted member leaves nothing; a write held while its session ended is refused.
  for (const deletion of ledger.deletions) {
    if (deletion.acked && userIds.has(deletion.memberId)) {
      problems.push(`acknowledged deletion of member #${deletion.memberId}: still there`);
    }
  }
  const descriptionMarkers = countMarkers(posts.map((post) => post.description));
  const claimMarkers = countMarkers(claims.map((claim) => claim.message));
  const storedMarkers = new Set([
    ...titleMarkers.keys(),
    ...descriptionMarkers.keys(),
    ...textMarkers.keys(),
    ...claimMarkers.keys(),
  ]);
  for (const stalled of ledger.stalled) {
    const what = `held ${stalled.kind} ${stalled.marker}`;
    if (stalled.sessionEnded && stalled.writeAcked) {
      problems.push(`${what} accepted after its session ended`);
    }
    if (stalled.writeAcked && !storedMarkers.has(stalled.marker))
      problems.push(`acknowledged ${what} lost`);
    if (stalled.sessionEnded && storedMarkers.has(stalled.marker)) {
      problems.push(`${what} stored though its session ended first`);
    }
  }
  problems.push(...(await danglingReferences({ database })).map((found) => `dangling: ${found}`));

  // No photo without its files, no file without its photo (after the start-up sweep).
  let files: string[] = [];
  try {
    files = await readdir(uploadsDir);
  } catch {
    // No upload yet.
  }
  const fileSet = new Set(files);
  const hashesInUse = new Set([...postImages, ...eventImages].map((image) => image.image_hash));
  for (const hash of hashesInUse) {
    for (const name of [`${hash}.webp`, `${hash}-480.webp`]) {
      if (!fileSet.has(name)) problems.push(`photo file ${name} missing`);
    }
  }
  for (const name of files) {
    const hash = IMAGE_FILE.exec(name)?.[1];
    if (hash && !hashesInUse.has(hash)) problems.push(`photo file ${name} without a post`);
  }

  // Every kept count equals a recount of its rows.
  const count = (rows: number[]) => {
    const counts = new Map<number, number>();
    for (const id of rows) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  };
  const confirmed = claims.filter((claim) => claim.status === 'confirmed');
  const donated = count(confirmed.map((claim) => Number(claim.donor_id)));
  const received = count(confirmed.map((claim) => Number(claim.receiver_id)));
  const ratingCount = count(feedback.map((row) => Number(row.receiver_id)));
  const ratingSum = new Map<number, number>();
  for (const row of feedback) {
    ratingSum.set(
      Number(row.receiver_id),
      (ratingSum.get(Number(row.receiver_id)) ?? 0) + Number(row.rating),
    );
  }
  for (const user of users) {
    const id = Number(user.id);
    const kept = {
      items_donated: [Number(user.items_donated), donated.get(id) ?? 0],
      items_received: [Number(user.items_received), received.get(id) ?? 0],
      rating_sum: [Number(user.rating_sum), ratingSum.get(id) ?? 0],
      rating_count: [Number(user.rating_count), ratingCount.get(id) ?? 0],
    };
    for (const [column, [stored, recounted]] of Object.entries(kept)) {
      if (stored !== recounted)
        problems.push(`member #${id} ${column} ${stored}, recounted ${recounted}`);
    }
  }
  for (const conversation of conversations) {
    const own = messages.filter(
      (message) => Number(message.conversation_id) === Number(conversation.id),
    );
    const unread = (side: number) =>
      own.filter((message) => Number(message.receiver_id) === side && message.status !== 'read')
        .length;
    const sides = [
      ['user_a_unread', Number(conversation.user_a_unread), unread(Number(conversation.user_a_id))],
      ['user_b_unread', Number(conversation.user_b_unread), unread(Number(conversation.user_b_id))],
      [
        'last_message_id',
        conversation.last_message_id === null ? null : Number(conversation.last_message_id),
        own.length === 0 ? null : Math.max(...own.map((message) => Number(message.id))),
      ],
    ] as const;
    for (const [column, stored, recounted] of sides) {
      if (stored !== recounted) {
        problems.push(
          `conversation #${conversation.id} ${column} ${stored}, recounted ${recounted}`,
        );
      }
    }
  }

  // A member's one notification of a sender's messages counts those not read yet (the suite's
  // members read none, so every message sent counts).
  const notifications = await db
    .selectFrom('notifications')
    .select(['user_id', 'fold_key', 'count', 'read_at'])
    .where('fold_key', 'like', 'message:%')
    .execute();
  const unreadByPair = new Map<string, number>();
  for (const message of messages) {
    if (message.status === 'read') continue;
    const pair = `${Number(message.receiver_id)} message:${Number(message.sender_id)}`;
    unreadByPair.set(pair, (unreadByPair.get(pair) ?? 0) + 1);
  }
  const folded = new Map(
    notifications
      .filter((row) => row.read_at === null)
      .map((row) => [`${Number(row.user_id)} ${row.fold_key}`, Number(row.count)]),
  );
  for (const pair of new Set([...unreadByPair.keys(), ...folded.keys()])) {
    const [stored, recounted] = [folded.get(pair) ?? 0, unreadByPair.get(pair) ?? 0];
    if (stored !== recounted) {
      problems.push(`notification of member ${pair} counts ${stored}, recounted ${recounted}`);
    }
  }
  return problems;
}

/** The photo files no post or event names: what the start-up sweep is there to remove. */
export async function orphanPhotoFiles(
  database: Pick<DatabaseHandle, 'db'>,
  uploadsDir: string,
): Promise<string[]> {
  const rows = [
    ...(await database.db.selectFrom('post_images').select('image_hash').execute()),
    ...(await database.db.selectFrom('event_images').select('image_hash').execute()),
  ];
  const inUse = new Set(rows.map((row) => row.image_hash));
  const files = await readdir(uploadsDir).catch(() => []);
  return files.filter((name) => {
    const hash = IMAGE_FILE.exec(name)?.[1];
    return hash !== undefined && !inUse.has(hash);
  });
}

/** The photo folder of a DATA_DIR. */
export const uploadsOf = (dataDir: string) => path.join(dataDir, 'uploads');
