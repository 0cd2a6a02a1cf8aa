import { useQuery } from '@tanstack/react-query';

import type { PlaceReply } from '@tabarru/contract/place-schemas';

import { EventsCarousel } from '../../features/events/events-carousel';
import { FEED_MAP } from '../../features/map/feed-map-view';
import { PLACE_CONTROLS } from '../../features/places/place-controls';
import { FeedPage } from '../../features/posts/feed-page';
import { ownProfileQuery } from '../../features/profile/api/get-own-profile';
import { AlertMeButton } from '../../features/saved-searches/alert-me-button';
import { useSignedInUserId } from '../../hooks/use-session';

/**
 * The member's home area, which the feed opens near: 'loading' while their profile is read
 * (once, not retried: the feed waits for it), null for a visitor, for none, or when the profile
 * could not be read or waits for the network.
 */
function useHomePlace(): PlaceReply | null | 'loading' {
  const userId = useSignedInUserId();
  const profile = useQuery({ ...ownProfileQuery(userId), retry: false });
  if (userId === undefined) return null;
  if (profile.isPending && profile.fetchStatus === 'fetching') return 'loading';
  return profile.data?.home_place ?? null;
}

/**
 * The feed with the upcoming events among it, Alert me beside its filters to save them as a
 * search, Near (the place picker and Near me) and the map of its posts; a member's opens near
 * their home area.
 */
export function Component() {
  return (
    <FeedPage
      highlights={<EventsCarousel />}
      filterAction={(filters) => <AlertMeButton filters={filters} />}
      places={PLACE_CONTROLS}
      map={FEED_MAP}
      homePlace={useHomePlace()}
    />
  );
}
