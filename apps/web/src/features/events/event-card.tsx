import { Link } from 'react-router';

import type { Event } from '@tabarru/contract/events';

import { CardCover } from '../../components/ui/card-cover';
import { PlaceName } from '../../components/ui/place-name';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { formatEventDate, formatEventTime } from './event-labels';
import { eventVersion, versionAttributes } from './event-version';

/**
 * An event as a card: the cover's thumbnail, the title, when and where, two lines of
 * description, in the page's language or else the other. The administrator's words take their
 * own direction, so an English description on an Arabic page reads, and is cut, from the left.
 */
export function EventCard({
  event,
  eager = false,
}: {
  event: Event;
  /** in view as the page opens: its picture loads at once */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const version = eventVersion(event, language);
  const textAttributes = versionAttributes(version, language);
  return (
    <Link
      to={localHref(paths.event, { id: event.id })}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <CardCover src={event.thumbnails[0]} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3
          {...textAttributes}
          className="line-clamp-2 text-lg font-semibold text-stone-900 group-hover:underline"
        >
          {version.title}
        </h3>
        <p className="text-sm font-semibold text-brand-800">
          {t('events.when', {
            date: formatEventDate(event.event_date, language, 'short'),
            start: formatEventTime(event.start_time, language),
            end: formatEventTime(event.end_time, language),
          })}
        </p>
        <p className="text-sm text-stone-600">
          <PlaceName location={event.location} />
        </p>
        <p {...textAttributes} className="line-clamp-2 text-sm text-stone-700">
          {version.description}
        </p>
      </div>
    </Link>
  );
}
