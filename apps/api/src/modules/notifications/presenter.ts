import type { SearchCriteria } from '@tabarru/contract/feed-search';
import { notificationPath, type Notification } from '@tabarru/contract/notifications';

import type { ImageStore } from '../../infra/media';
import { deviceOfDetail } from './detail';
import type { NotificationRow } from './queries';

/** Whether the member may see the post: while it shows, or their own. */
function postShownTo(row: NotificationRow, memberId: number): boolean {
  return row.post_moderation_status === 'visible' || row.post_owner_id === memberId;
}

/**
 * A notification as the centre shows it, with the page it opens (for a day's matches counted in
 * one, `foldedSearch`'s feed). A post that reports or an administrator took away meanwhile is
 * named only to its owner.
 */
export function presentNotification(
  images: ImageStore,
  row: NotificationRow,
  memberId: number,
  foldedSearch: SearchCriteria | null = null,
): Notification {
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.created_at,
    read: row.read_at !== null,
    count: row.count,
    actor:
      row.actor_id !== null && row.actor_username !== null
        ? { id: row.actor_id, username: row.actor_username }
        : null,
    post:
      row.post_id !== null && row.post_title !== null && postShownTo(row, memberId)
        ? {
            id: row.post_id,
            title: row.post_title,
            thumbnail: row.cover_hash === null ? null : images.thumbnailUrlOf(row.cover_hash),
          }
        : null,
    rating: row.rating,
    device: deviceOfDetail(row.detail),
    path: notificationPath({
      kind: row.kind,
      actorId: row.actor_id,
      postId: row.post_id,
      foldedSearch,
    }),
  };
}
