import type { ModerationStatus } from '../../db/schema';

/** Who is asking: a member's id and role, as read from the database on this request. */
export interface Viewer {
  id: number;
  is_admin: number;
}

export interface PostAccess {
  user_id: number;
  moderation_status: ModerationStatus;
}

export const isPostOwner = (viewer: Viewer, post: PostAccess) => viewer.id === post.user_id;

/**
 * A post is seen by everyone while it is visible; a flagged or removed one only by its owner
 * and by administrators (its page answers 404 to anyone else).
 */
export function canSeePost(viewer: Viewer | null, post: PostAccess): boolean {
  if (post.moderation_status === 'visible') return true;
  return viewer !== null && (isPostOwner(viewer, post) || viewer.is_admin === 1);
}

/** The owner alone edits or deletes a post, until it is removed. */
export function canEditPost(viewer: Viewer, post: PostAccess): boolean {
  return post.moderation_status !== 'removed' && isPostOwner(viewer, post);
}
