import { EventPage } from '../../features/events/event-page';
import { eventVersion } from '../../features/events/event-version';
import { ShareActions } from '../../features/sharing/share-actions';
import { useLanguage } from '../../hooks/use-language';
import { paths } from '../../lib/paths';

/** An event with the ways to share it where the community is. */
export function Component() {
  const { language, localHref } = useLanguage();
  return (
    <EventPage
      share={(event) => (
        <ShareActions
          title={eventVersion(event, language).title}
          path={localHref(paths.event, { id: event.id })}
        />
      )}
    />
  );
}
