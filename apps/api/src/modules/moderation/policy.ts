import { REPORTS_TO_HIDE } from '@tabarru/contract/moderation';

import type { ModerationStatus } from '../../db/schema';

// Which phrases hold a post for review, and the findings a post keeps: posts and wanted posts
// are held to them when they are written.
export { blocklistMatches, blocklistMatchesOf } from './blocklist';

export interface ModeratedPost {
  moderation_status: ModerationStatus;
  version: number;
  approved_version: number | null;
}

/**
 * Reports hide a visible post once `REPORTS_TO_HIDE` different members reported its current
 * version, unless an administrator approved that very version: its later reports wait for an
 * edit, which makes a new version.
 */
export function hidesPost(post: ModeratedPost, reportersOfVersion: number): boolean {
  return (
    post.moderation_status === 'visible' &&
    post.approved_version !== post.version &&
    reportersOfVersion >= REPORTS_TO_HIDE
  );
}

/**
 * The moderation of a post after its owner edits it: flagged when the new text matches the
 * blocklist, and still flagged when it was (an edit does not undo a review that has not
 * happened yet); the blocklist's findings add up until the review.
 */
export function moderationAfterEdit(
  current: { moderation_status: ModerationStatus; blocklist_matches: string[] },
  found: string[],
): { status: ModerationStatus; blocklistMatches: string[]; newlyFlagged: boolean } {
  const flagged = current.moderation_status === 'flagged' || found.length > 0;
  return {
    status: flagged ? 'flagged' : current.moderation_status,
    blocklistMatches: [...new Set([...current.blocklist_matches, ...found])],
    newlyFlagged: flagged && current.moderation_status !== 'flagged',
  };
}
