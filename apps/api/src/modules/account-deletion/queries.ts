import type { Dialect } from '../../db/database';
import type { Db } from '../../db/schema';

/**
 * The photos of every post of the member, their posts locked first, so an edit adding photos
 * meanwhile either finished before (its photos are listed) or waits and finds its post gone.
 */
export async function photosOfMemberPosts(
  trx: Db,
  dialect: Dialect,
  userId: number,
): Promise<string[]> {
  const posts = trx.selectFrom('posts').select('id').where('user_id', '=', userId);
  await (dialect === 'postgres' ? posts.forUpdate() : posts).execute();
  const rows = await trx
    .selectFrom('post_images')
    .innerJoin('posts', 'posts.id', 'post_images.post_id')
    .select('post_images.image_hash')
    .where('posts.user_id', '=', userId)
    .execute();
  return rows.map((row) => row.image_hash);
}

/** The ratings the member gave: each receiver's kept totals lose them with the member. */
export function ratingsGivenBy(trx: Db, userId: number) {
  return trx
    .selectFrom('feedback')
    .select(['receiver_id', 'rating'])
    .where('giver_id', '=', userId)
    .execute();
}

/** The codes texted to the member's phone: they name a number that is no longer anyone's. */
export async function deletePhoneVerifications(trx: Db, phone: string): Promise<void> {
  await trx.deleteFrom('phone_verifications').where('phone', '=', phone).execute();
}

/**
 * Deletes the account. The foreign keys remove what is theirs with it (posts and their photos'
 * rows, claims made and received, feedback given and received, conversations and their messages,
 * reports, reset links) and keep what others need without its author (events, banners, contact
 * messages: created_by and user_id become null).
 */
export async function deleteAccountRow(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}
