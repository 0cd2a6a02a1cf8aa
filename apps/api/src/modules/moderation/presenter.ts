import {
  REPORT_REASONS,
  type FlaggedPost,
  type ReasonCount,
  type ReportReason,
} from '@tabarru/contract/moderation';

import type { ImageStore } from '../../infra/media';

/** The stored JSON list of the blocklist's findings; none when unreadable or absent. */
export function blocklistMatchesOf(stored: string | null): string[] {
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** How many reports gave each reason, in the order of the list members choose from. */
export function reasonCounts(reports: { reason: ReportReason }[]): ReasonCount[] {
  return REPORT_REASONS.map((reason) => ({
    reason,
    count: reports.filter((report) => report.reason === reason).length,
  })).filter((entry) => entry.count > 0);
}

interface FlaggedRow {
  id: number;
  user_id: number;
  title: string;
  username: string;
  email: string;
  created_at: string;
  flagged_at: string | null;
  blocklist_matches: string | null;
  cover_hash: string | null;
}

export function presentFlaggedPost(
  images: ImageStore,
  row: FlaggedRow,
  reports: { reason: ReportReason; note: string | null }[],
): FlaggedPost {
  return {
    post_id: row.id,
    user_id: row.user_id,
    title: row.title,
    username: row.username,
    email: row.email,
    primary_image_url: row.cover_hash ? images.thumbnailUrlOf(row.cover_hash) : null,
    created_at: row.created_at,
    flagged_at: row.flagged_at,
    reports: reasonCounts(reports),
    notes: reports.flatMap((report) =>
      report.note === null ? [] : [{ reason: report.reason, note: report.note }],
    ),
    blocklist_matches: blocklistMatchesOf(row.blocklist_matches),
  };
}
