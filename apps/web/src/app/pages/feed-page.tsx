import { EventsCarousel } from '../../features/events/events-carousel';
import { FeedPage } from '../../features/posts/feed-page';
import { AlertMeButton } from '../../features/saved-searches/alert-me-button';

/**
 * The feed with the upcoming events among it, and Alert me beside its filters to save them as a
 * search (issue 20).
 */
export function Component() {
  return (
    <FeedPage
      highlights={<EventsCarousel />}
      filterAction={(filters) => <AlertMeButton filters={filters} />}
    />
  );
}
