import {
  BANNER_MESSAGES,
  type Banner,
  type ParsedCreateBannerRequest,
} from '@tabarru/contract/banners';
import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleContext } from '../../context';
import { badRequest, notFound } from '../../infra/http-errors';
import { recordAdminAction } from '../audit/service';
import { writeAs, type Session } from '../sessions/service';
import { presentBanner } from './presenter';
import {
  deactivateBanners,
  findActiveBanner,
  findBanner,
  insertBanner,
  listBanners,
  lockBannersForWriting,
  setBannerActive,
  type BannerRow,
} from './queries';
import { hasVisibleText, sanitizeBannerHtml, textOfBanner } from './sanitize';

/** What the audit log calls a banner: the text of its English version, or else the Arabic one. */
const bannerLabel = (banner: Pick<BannerRow, 'content' | 'content_ar'>) =>
  textOfBanner(banner.content || banner.content_ar);

type BannerContext = Pick<ModuleContext, 'db' | 'dialect'>;

export async function activeBanner({ db }: BannerContext): Promise<Banner | null> {
  const row = await findActiveBanner(db);
  return row ? presentBanner(row) : null;
}

export async function bannerHistory({ db }: BannerContext): Promise<Banner[]> {
  return (await listBanners(db)).map(presentBanner);
}

/**
 * One version of a banner, sanitised; '' for one left empty. A version written but showing
 * nothing once sanitised (a lone script, an image) is refused like blank content.
 */
function sanitizedVersion(source: string, field: 'content' | 'content_ar'): string {
  if (source === '') return '';
  const html = sanitizeBannerHtml(source);
  if (!hasVisibleText(html)) {
    throw badRequest(ERROR_CODES.bannerContentEmpty, BANNER_MESSAGES.contentRequired, field);
  }
  return html;
}

/**
 * Stores the sanitised English and Arabic versions, at least one of them. Created active, it
 * replaces the active banner in the same transaction, so at most one is ever active.
 */
export async function createBanner(
  context: BannerContext,
  session: Session,
  input: ParsedCreateBannerRequest,
): Promise<Banner> {
  const english = sanitizedVersion(input.content, 'content');
  const arabic = sanitizedVersion(input.content_ar, 'content_ar');
  if (english === '' && arabic === '') {
    throw badRequest(ERROR_CODES.fieldRequired, BANNER_MESSAGES.contentRequired, 'content');
  }
  const row = await writeAs(context, session, async (trx, admin) => {
    await lockBannersForWriting(trx, context.dialect);
    if (input.isActive) await deactivateBanners(trx);
    const banner = await insertBanner(trx, {
      english,
      arabic,
      isActive: input.isActive,
      createdBy: admin.id,
    });
    await recordAdminAction(trx, {
      actor: admin,
      action: 'banner.create',
      target: { type: 'banner', id: banner.id, label: bannerLabel(banner) },
    });
    return banner;
  });
  return presentBanner(row);
}

/** Deactivates an active banner; activates an inactive one and deactivates all others with it. */
export async function toggleBanner(
  context: BannerContext,
  session: Session,
  id: number,
): Promise<Banner> {
  const row = await writeAs(context, session, async (trx, admin) => {
    await lockBannersForWriting(trx, context.dialect);
    const banner = await findBanner(trx, id);
    if (!banner) throw notFound(ERROR_CODES.bannerNotFound, BANNER_MESSAGES.notFound);
    const activate = banner.is_active === 0;
    if (activate) await deactivateBanners(trx, id);
    const changed = await setBannerActive(trx, id, activate);
    await recordAdminAction(trx, {
      actor: admin,
      action: activate ? 'banner.activate' : 'banner.deactivate',
      target: { type: 'banner', id, label: bannerLabel(changed) },
    });
    return changed;
  });
  return presentBanner(row);
}
