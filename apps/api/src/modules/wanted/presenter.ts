import type { WantedPost } from '@tabarru/contract/wanted';

import type { WantedRow } from './queries';

export function presentWanted(row: WantedRow): WantedPost {
  return {
    post_id: row.id,
    user_id: row.user_id,
    username: row.username,
    title: row.title,
    description: row.description,
    category: row.category,
    region: row.region,
    created_at: row.created_at,
    expires_at: row.expires_at ?? row.created_at,
    under_review: row.moderation_status !== 'visible',
  };
}
