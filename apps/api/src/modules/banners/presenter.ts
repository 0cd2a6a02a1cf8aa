import type { Banner } from '@tabarru/contract/banners';

import type { BannerRow } from './queries';

export function presentBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    content: row.content,
    is_active: row.is_active === 1,
    created_at: row.created_at,
  };
}
