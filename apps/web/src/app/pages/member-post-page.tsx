import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router';

import type { PostDetail } from '@tabarru/contract/posts';

import { useBlocks } from '../../features/blocks/api/get-blocks';
import { ClaimButton } from '../../features/claims/claim-button';
import { PLACE_MAP } from '../../features/map/place-map-view';
import { PickupPanel } from '../../features/pickups/pickup-panel';
import { FEED_QUERY_KEY } from '../../features/posts/api/get-feed';
import { postQueryKey } from '../../features/posts/api/get-post';
import { PostPage } from '../../features/posts/post-page';
import { ReportButton } from '../../features/reports/report-button';

/**
 * The organisations near an offer nobody asked for, loaded only when its donor opens it: its
 * chunks are then no part of what a shared post's first visit lists.
 */
const OfferSuggestion = lazy(async () => ({
  default: (await import('../../features/organisations/offer-suggestion')).OfferSuggestion,
}));

/** A need's part of its page, loaded only on a need's: most posts are none. */
const NeedPanel = lazy(async () => ({
  default: (await import('../../features/needs/need-panel')).NeedPanel,
}));

/**
 * The post page with the 'I received this item' claim button; a sent claim reads the post again, so
 * it shows as sent when the member comes back to it. Under the donor, Report this post; a report
 * may hide the post, so the feed is read again (the post itself is not: the member who just
 * reported it keeps reading it). No Message Seller and no claim for a donor the member blocked (the
 * API refuses both anyway); a claim sent before the block still shows as sent. A post under review
 * is not shared: its link would show others nothing. A wanted post has no claim: its Message reads
 * I have this; nor has an offer that ended (a claim sent before still shows as sent). The map of
 * where the item is comes from features/map. Under the heading, an organisation's need
 * (features/needs): its mark, how many came in, and for the organisation what it records. Under
 * the description, the item's asks and its pickup (features/pickups): I'd like this, or the
 * donor's list of who asked; and for the donor of an offer nobody asked for in two weeks, the
 * organisations near it that collect such items (features/organisations).
 */
export function MemberPostPage({ share }: { share: (post: PostDetail) => ReactNode }) {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const blocks = useBlocks();
  const blockedDonor = (post: PostDetail) =>
    blocks.data?.some((blocked) => blocked.id === post.user_id) ?? false;
  return (
    <PostPage
      canMessage={(post) => !blockedDonor(post)}
      actions={(post) =>
        // A wanted post is answered by a message (I have this), never claimed; an offer that
        // ended is off the feed until its donor renews it.
        post.kind === 'wanted' ||
        ((post.expired || blockedDonor(post)) && post.viewer_claim_status !== 'pending') ? null : (
          <ClaimButton
            post={post}
            onSent={() => void queryClient.invalidateQueries({ queryKey: postQueryKey(id) })}
          />
        )
      }
      need={(post) =>
        post.need && (
          <Suspense fallback={null}>
            <NeedPanel post={post} />
          </Suspense>
        )
      }
      pickup={(post) => (
        <>
          <PickupPanel post={post} />
          <Suspense fallback={null}>
            <OfferSuggestion post={post} />
          </Suspense>
        </>
      )}
      more={(post) => (
        <ReportButton
          post={post}
          onReported={() => void queryClient.invalidateQueries({ queryKey: FEED_QUERY_KEY })}
        />
      )}
      share={share}
      placeMap={PLACE_MAP}
    />
  );
}
