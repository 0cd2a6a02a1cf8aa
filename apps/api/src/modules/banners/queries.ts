import { sql, type Selectable } from 'kysely';

import type { Dialect } from '../../db/database';
import type { BannersTable, Db } from '../../db/schema';

export type BannerRow = Pick<
  Selectable<BannersTable>,
  'id' | 'content' | 'content_ar' | 'is_active' | 'created_at'
>;
const BANNER_COLUMNS = ['id', 'content', 'content_ar', 'is_active', 'created_at'] as const;

/** The active banner: one seek on banners_active_idx (is_active, created_at). */
export function findActiveBanner(db: Db): Promise<BannerRow | undefined> {
  return db
    .selectFrom('banners')
    .select(BANNER_COLUMNS)
    .where('is_active', '=', 1)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function listBanners(db: Db): Promise<BannerRow[]> {
  return db
    .selectFrom('banners')
    .select(BANNER_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findBanner(db: Db, id: number): Promise<BannerRow | undefined> {
  return db.selectFrom('banners').select(BANNER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * Makes concurrent banner writes wait for each other until the transaction ends, so two
 * activations cannot both see the other banner inactive. Readers are not blocked. SQLite runs
 * one transaction at a time already.
 */
export async function lockBannersForWriting(trx: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres')
    await sql`lock table banners in share row exclusive mode`.execute(trx);
}

export async function deactivateBanners(trx: Db, exceptId?: number): Promise<void> {
  let update = trx.updateTable('banners').set({ is_active: 0 }).where('is_active', '=', 1);
  if (exceptId !== undefined) update = update.where('id', '<>', exceptId);
  await update.execute();
}

export function setBannerActive(trx: Db, id: number, active: boolean): Promise<BannerRow> {
  return trx
    .updateTable('banners')
    .set({ is_active: active ? 1 : 0 })
    .where('id', '=', id)
    .returning(BANNER_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function insertBanner(
  trx: Db,
  banner: { english: string; arabic: string; isActive: boolean; createdBy: number },
): Promise<BannerRow> {
  return trx
    .insertInto('banners')
    .values({
      content: banner.english,
      content_ar: banner.arabic,
      is_active: banner.isActive ? 1 : 0,
      created_by: banner.createdBy,
      created_at: new Date().toISOString(),
    })
    .returning(BANNER_COLUMNS)
    .executeTakeFirstOrThrow();
}
