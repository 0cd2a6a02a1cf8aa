import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { SkeletonCards } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { useUpcomingEvents } from './api/get-events';
import { EventCard } from './event-card';

const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

/** Upcoming events: a grid of cards, or the empty state, and how to add one. */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  useDocumentTitle(t('events.list.title'));
  const events = useUpcomingEvents();

  return (
    <div className="page-container py-8">
      <PageTitle>{t('events.list.title')}</PageTitle>
      <p className="mt-2 text-stone-700">{t('events.list.lead')}</p>

      <section aria-labelledby="events-list" className="mt-8">
        <h2 id="events-list" className="sr-only">
          {t('events.list.results')}
        </h2>
        {!events.data ? (
          <SkeletonCards label={t('events.list.loading')} count={3} className={GRID} />
        ) : events.data.length === 0 ? (
          <EmptyState
            text={t('events.list.empty')}
            action={
              <ButtonLink to={localHref(paths.feed)} variant="secondary">
                {t('events.list.browseItems')}
              </ButtonLink>
            }
          />
        ) : (
          <ul className={GRID}>
            {events.data.map((event, index) => (
              <li key={event.id}>
                {/* The first card is on the first screen of any device: its picture loads at once. */}
                <EventCard event={event} eager={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <aside
        aria-labelledby="organise-event"
        className="mt-12 rounded-xl border border-brand-200 bg-brand-50 p-6 text-center"
      >
        <h2 id="organise-event" className="text-xl font-semibold text-stone-900">
          {t('events.list.organiseTitle')}
        </h2>
        <p className="mt-2 text-stone-700">{t('events.list.organiseText')}</p>
        <ButtonLink to={localHref(paths.about)} className="mt-4">
          {t('events.list.organiseLink')}
        </ButtonLink>
      </aside>
    </div>
  );
}
