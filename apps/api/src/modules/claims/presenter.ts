import type { MyRequest, PendingClaim } from '@tabarru/contract/claims';

import type { ImageStore } from '../../infra/media';
import type { PendingClaimRow, RequestRow } from './queries';

const coverOf = (images: ImageStore, hash: string | null) =>
  hash === null ? null : images.thumbnailUrlOf(hash);

/** A claim waiting for the donor, as /myclaims lists it. */
export function presentPendingClaim(images: ImageStore, row: PendingClaimRow): PendingClaim {
  return {
    id: row.id,
    post_id: row.post_id,
    title: row.title,
    attached_photo_url: coverOf(images, row.cover_hash),
    receiver_id: row.receiver_id,
    receiver_username: row.receiver_username,
    message: row.message,
    created_at: row.created_at,
  };
}

/** One of the member's own claims under My requests. */
export function presentMyRequest(images: ImageStore, row: RequestRow): MyRequest {
  return {
    id: row.id,
    post_id: row.post_id,
    title: row.title,
    attached_photo_url: coverOf(images, row.cover_hash),
    donor_id: row.donor_id,
    donor_username: row.donor_username,
    message: row.message,
    status: row.status,
    created_at: row.created_at,
    decided_at: row.decided_at,
    unseen: row.status !== 'pending' && row.decision_seen_at === null,
  };
}
