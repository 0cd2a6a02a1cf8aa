import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import type { EventDetail } from '@tabarru/contract/events';

import { Button } from '../../components/ui/button';
import { Gallery } from '../../components/ui/gallery';
import { PlaceName } from '../../components/ui/place-name';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useEvent } from './api/get-event';
import { formatEventDate, formatEventTime } from './event-labels';
import { eventVersion, versionAttributes } from './event-version';

function BackLink() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  return (
    <Link
      to={localHref(paths.events)}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
    >
      {t('events.detail.back')}
    </Link>
  );
}

/**
 * One event: its photos, when and where, who organises it, in the page's language or else the
 * other; laid out like a post, the photos first on a phone and beside the details on a wider
 * screen. `share` passes it on (the app layer composes it).
 */
export function EventPage({ share }: { share?: (event: EventDetail) => ReactNode }) {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const event = useEvent(id);
  const notFound = event.error instanceof ApiError && event.error.status === 404;
  useDocumentTitle(
    event.data
      ? eventVersion(event.data, language).title
      : notFound
        ? t('events.detail.notFound')
        : t('events.detail.title'),
  );

  if (event.isPending) {
    return (
      <p role="status" className="mx-auto max-w-5xl px-4 py-16 text-center text-stone-700">
        {t('events.detail.loading')}
      </p>
    );
  }
  if (event.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-stone-900">
          {notFound ? t('events.detail.notFound') : t('events.detail.failed')}
        </h1>
        {notFound && <p className="mt-3 text-stone-700">{t('events.detail.notFoundText')}</p>}
        <div className="mt-6 flex items-center justify-center gap-4">
          {!notFound && (
            <Button onClick={() => void event.refetch()}>{t('events.detail.tryAgain')}</Button>
          )}
          <BackLink />
        </div>
      </div>
    );
  }
  return <EventView event={event.data} share={share?.(event.data)} />;
}

function EventView({ event, share }: { event: EventDetail; share: ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const version = eventVersion(event, language);
  const textAttributes = versionAttributes(version, language);
  const facts = [
    { label: t('events.detail.date'), value: formatEventDate(event.event_date, language) },
    {
      label: t('events.detail.time'),
      value: t('events.timeRange', {
        start: formatEventTime(event.start_time, language),
        end: formatEventTime(event.end_time, language),
      }),
    },
    { label: t('events.detail.location'), value: <PlaceName location={event.location} /> },
    { label: t('events.detail.organizer'), value: <bdi>{event.owner_name}</bdi> },
  ];
  return (
    <article className="page-container pt-2 pb-8 md:pt-6 md:pb-12">
      <BackLink />
      <div className="mt-2 grid gap-6 md:grid-cols-2 md:items-start md:gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10">
        <div className="min-w-0 md:sticky md:top-below-header">
          <Gallery images={event.gallery} title={version.title} />
        </div>
        <div className="min-w-0">
          <h1
            {...textAttributes}
            className="text-2xl font-bold break-words text-stone-900 md:text-3xl"
          >
            {version.title}
          </h1>
          {event.is_past && (
            <p className="mt-3 inline-block rounded-full bg-stone-200 px-3 py-1 text-sm font-semibold text-stone-800">
              {t('events.detail.ended')}
            </p>
          )}
          <dl className="mt-6 grid gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-sm text-stone-600">{fact.label}</dt>
                <dd className="font-semibold text-stone-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <p
            {...textAttributes}
            className="mt-6 text-lg leading-relaxed whitespace-pre-line text-stone-800"
          >
            {version.description}
          </p>
          {share && <div className="mt-6">{share}</div>}
        </div>
      </div>
    </article>
  );
}
