import { EventsCarousel } from '../../features/events/events-carousel';
import { FeedPage } from '../../features/posts/feed-page';

/** The feed with the upcoming events among it (spec 000 §2.3, spec 001 §2). */
export function Component() {
  return <FeedPage highlights={<EventsCarousel />} />;
}
