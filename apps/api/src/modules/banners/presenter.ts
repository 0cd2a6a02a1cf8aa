import type { Banner } from '@tabarru/contract/banners';

import type { BannerRow } from './queries';

/** Each version as written ('' stored for one left empty), and the English or else the Arabic one. */
export function presentBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    content: row.content || row.content_ar,
    content_en: row.content || null,
    content_ar: row.content_ar || null,
    is_active: row.is_active === 1,
    created_at: row.created_at,
  };
}
