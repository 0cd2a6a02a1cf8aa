import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { paths } from '../../lib/paths';
import { useUpcomingEvents } from './api/get-events';
import { EventCard } from './event-card';

/** Upcoming events (spec 001 §2): a grid of cards, or the empty state, and how to add one. */
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
          <p role="status" className="py-12 text-center text-stone-700">
            {t('events.list.loading')}
          </p>
        ) : events.data.length === 0 ? (
          <p className="rounded-xl bg-stone-100 p-8 text-center text-stone-700">
            {t('events.list.empty')}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {events.data.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
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
