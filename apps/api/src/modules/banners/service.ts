import { BANNER_MESSAGES, type Banner, type CreateBannerRequest } from '@tabarru/contract/banners';

import type { ModuleContext } from '../../context';
import { badRequest, notFound } from '../../infra/http-errors';
import type { UserRow } from '../users/queries';
import { presentBanner } from './presenter';
import {
  deactivateBanners,
  findActiveBanner,
  findBanner,
  insertBanner,
  listBanners,
  lockBannersForWriting,
  setBannerActive,
} from './queries';
import { hasVisibleText, sanitizeBannerHtml } from './sanitize';

type BannerContext = Pick<ModuleContext, 'db' | 'dialect'>;

export async function activeBanner({ db }: BannerContext): Promise<Banner | null> {
  const row = await findActiveBanner(db);
  return row ? presentBanner(row) : null;
}

export async function bannerHistory({ db }: BannerContext): Promise<Banner[]> {
  return (await listBanners(db)).map(presentBanner);
}

/**
 * Stores the sanitised content; content that shows nothing once sanitised (a lone script, an
 * image) is refused like blank content. Created active, it replaces the active banner in the
 * same transaction, so at most one is ever active.
 */
export async function createBanner(
  { db, dialect }: BannerContext,
  admin: UserRow,
  input: CreateBannerRequest,
): Promise<Banner> {
  const content = sanitizeBannerHtml(input.content);
  if (!hasVisibleText(content)) throw badRequest(BANNER_MESSAGES.contentRequired, 'content');
  const row = await db.transaction().execute(async (trx) => {
    await lockBannersForWriting(trx, dialect);
    if (input.isActive) await deactivateBanners(trx);
    return insertBanner(trx, { content, isActive: input.isActive, createdBy: admin.id });
  });
  return presentBanner(row);
}

/** Deactivates an active banner; activates an inactive one and deactivates all others with it. */
export async function toggleBanner({ db, dialect }: BannerContext, id: number): Promise<Banner> {
  const row = await db.transaction().execute(async (trx) => {
    await lockBannersForWriting(trx, dialect);
    const banner = await findBanner(trx, id);
    if (!banner) throw notFound(BANNER_MESSAGES.notFound);
    const activate = banner.is_active === 0;
    if (activate) await deactivateBanners(trx, id);
    return setBannerActive(trx, id, activate);
  });
  return presentBanner(row);
}
