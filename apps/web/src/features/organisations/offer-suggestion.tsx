import { useState } from 'react';

import { isCategory, isRegion } from '@tabarru/contract/constants';
import { splitLocation } from '@tabarru/contract/location';
import { ORGANISATION_SUGGESTION_DAYS } from '@tabarru/contract/organisations-near';
import type { PostDetail } from '@tabarru/contract/posts';

import { useSignedInUserId } from '../../hooks/use-session';
import { OrganisationsNear } from './organisations-near';

const DAY_MS = 86_400_000;

/**
 * Whether the viewer's own offer has waited long enough to suggest an organisation: still on
 * offer, nobody has it, and posted ORGANISATION_SUGGESTION_DAYS days or more before `now` (the
 * day its donor is told so).
 */
export function isDueSuggestion(
  post: PostDetail,
  viewerId: number | undefined,
  now: number,
): boolean {
  return (
    post.user_id === viewerId &&
    post.kind === 'give' &&
    post.availability === 'available' &&
    !post.expired &&
    now - Date.parse(post.created_at) >= ORGANISATION_SUGGESTION_DAYS * DAY_MS
  );
}

/**
 * On its donor's page of an offer nobody asked for in two weeks: the organisations near the
 * item that collect its category, where the suggestion's notification leads.
 */
export function OfferSuggestion({ post }: { post: PostDetail }) {
  const viewerId = useSignedInUserId();
  // The moment the page opened: the suggestion does not come and go while it is read.
  const [openedAt] = useState(() => Date.now());
  if (!isDueSuggestion(post, viewerId, openedAt) || !isCategory(post.category)) return null;
  const { region } = splitLocation(post.location);
  return (
    <div className="mt-6">
      <OrganisationsNear
        category={post.category}
        place={post.place?.id}
        region={isRegion(region) ? region : undefined}
      />
    </div>
  );
}
