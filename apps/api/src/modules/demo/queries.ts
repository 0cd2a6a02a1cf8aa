import type { Availability } from '@tabarru/contract/constants';

import type { Db } from '../../db/schema';

/** True when nobody but administrators has an account and nothing is posted. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [member, post] = await Promise.all([
    db.selectFrom('users').select('id').where('is_admin', '=', 0).limit(1).executeTakeFirst(),
    db.selectFrom('posts').select('id').limit(1).executeTakeFirst(),
  ]);
  return member === undefined && post === undefined;
}

export async function setMemberLocation(db: Db, userId: number, location: string): Promise<void> {
  await db.updateTable('users').set({ location }).where('id', '=', userId).execute();
}

/** Gives a demo post the age and availability it is shown with. */
export async function backdatePost(
  db: Db,
  postId: number,
  createdAt: string,
  availability: Availability,
): Promise<void> {
  await db
    .updateTable('posts')
    .set({ created_at: createdAt, updated_at: createdAt, availability })
    .where('id', '=', postId)
    .execute();
}
