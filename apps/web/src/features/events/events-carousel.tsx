import { Link } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { useUpcomingEvents } from './api/get-events';
import { EventsSlides } from './events-slides';

/**
 * The feed's upcoming events, shown after the first cards: nothing at all while loading or when
 * there are none, otherwise a sliding row of cards and a link to every event.
 */
export function EventsCarousel() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const events = useUpcomingEvents();
  if (!events.data || events.data.length === 0) return null;
  return (
    <section aria-labelledby="events-carousel-heading" className="my-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2
          id="events-carousel-heading"
          className="text-lg font-semibold text-stone-900 sm:text-xl"
        >
          {t('events.carousel.heading')}
        </h2>
        <Link
          to={localHref(paths.events)}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline sm:text-base"
        >
          {t('events.carousel.viewAll')}
        </Link>
      </div>
      <EventsSlides events={events.data} />
    </section>
  );
}
