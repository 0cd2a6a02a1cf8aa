import type { AdminPost } from '@tabarru/contract/admin';
import type { Availability } from '@tabarru/contract/constants';
import {
  REPORT_REASONS,
  type FlaggedPost,
  type ReasonCount,
  type ReportReason,
} from '@tabarru/contract/moderation';

import type { ModerationStatus } from '../../db/schema';
import type { ImageStore } from '../../infra/media';
import { blocklistMatchesOf } from './blocklist';

/** How many reports gave each reason, in the order of the list members choose from. */
export function reasonCounts(reports: { reason: ReportReason }[]): ReasonCount[] {
  return REPORT_REASONS.map((reason) => ({
    reason,
    count: reports.filter((report) => report.reason === reason).length,
  })).filter((entry) => entry.count > 0);
}

/** A post as the administrators' lists show it (queries.ts, postsForReview). */
interface ReviewedRow {
  id: number;
  user_id: number;
  title: string;
  username: string;
  email: string;
  created_at: string;
  cover_hash: string | null;
}

/** What both lists of posts show of each: the post, its poster, and its cover's thumbnail. */
function presentReviewedPost(images: ImageStore, row: ReviewedRow) {
  return {
    post_id: row.id,
    user_id: row.user_id,
    title: row.title,
    username: row.username,
    email: row.email,
    primary_image_url: row.cover_hash ? images.thumbnailUrlOf(row.cover_hash) : null,
    created_at: row.created_at,
  };
}

export function presentFlaggedPost(
  images: ImageStore,
  row: ReviewedRow & { flagged_at: string | null; blocklist_matches: string | null },
  reports: { reason: ReportReason; note: string | null }[],
): FlaggedPost {
  return {
    ...presentReviewedPost(images, row),
    flagged_at: row.flagged_at,
    reports: reasonCounts(reports),
    notes: reports.flatMap((report) =>
      report.note === null ? [] : [{ reason: report.reason, note: report.note }],
    ),
    blocklist_matches: blocklistMatchesOf(row.blocklist_matches),
  };
}

export function presentAdminPost(
  images: ImageStore,
  row: ReviewedRow & {
    category: string;
    location: string;
    availability: Availability;
    moderation_status: ModerationStatus;
  },
): AdminPost {
  return {
    ...presentReviewedPost(images, row),
    category: row.category,
    location: row.location,
    availability: row.availability,
    moderation_status: row.moderation_status,
  };
}
