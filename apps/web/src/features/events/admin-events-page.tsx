import { useTranslation } from 'react-i18next';

import type { Event } from '@tabarru/contract/events';

import { Button, ButtonLink } from '../../components/ui/button';
import { ListPage } from '../../components/ui/list-page';
import { LoadFailed } from '../../components/ui/load-failed';
import { RowPhoto } from '../../components/ui/row-photo';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { errorText } from '../../lib/error-keys';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { useAllEvents, useDeleteEvent } from './api/admin-events';
import { formatEventDate, formatEventTime } from './event-labels';

/**
 * /admin/events (administrators only): upcoming events, then past ones, each with View (its
 * page) and Delete (spec 001 §2).
 */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  useDocumentTitle(t('events.admin.title'));
  const events = useAllEvents();

  return (
    <ListPage
      back={{ to: localHref(paths.admin), label: t('admin.back') }}
      title={t('events.admin.heading')}
    >
      <ButtonLink to={localHref(paths.adminCreateEvent)} className="mb-4">
        {t('events.admin.create')}
      </ButtonLink>
      {events.isPending ? (
        <p role="status" className="text-stone-700">
          {t('events.admin.loading')}
        </p>
      ) : events.isError ? (
        <LoadFailed
          text={t('events.admin.failed')}
          retryLabel={t('events.detail.tryAgain')}
          onRetry={() => void events.refetch()}
        />
      ) : events.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
          {t('events.admin.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-xs">
          {events.data.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </ul>
      )}
    </ListPage>
  );
}

function EventRow({ event }: { event: Event }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const deletion = useDeleteEvent();

  async function handleDelete() {
    if (!window.confirm(t('events.admin.confirmDelete'))) return;
    try {
      await deletion.mutateAsync(event.id);
      showToast('success', t('events.admin.deleted'));
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'events.admin.deleteFailed' }));
    }
  }

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-4">
      <div className="flex min-w-0 flex-1 gap-3">
        <RowPhoto src={event.thumbnails[0] ?? null} />
        <div className="min-w-0">
          <p dir="auto" className="line-clamp-2 font-semibold break-words text-stone-900">
            {event.title}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
            <span>
              {t('events.when', {
                date: formatEventDate(event.event_date, language, 'short'),
                start: formatEventTime(event.start_time, language),
                end: formatEventTime(event.end_time, language),
              })}
            </span>
            {event.is_past && (
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
                {t('events.admin.past')}
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 ps-19 sm:ps-0">
        <ButtonLink
          to={localHref(paths.event, { id: event.id })}
          variant="neutral"
          size="sm"
          className="min-h-11"
          aria-label={t('events.admin.viewNamed', { title: event.title })}
        >
          {t('events.admin.view')}
        </ButtonLink>
        <Button
          variant="danger"
          size="sm"
          className="min-h-11"
          onClick={() => void handleDelete()}
          disabled={deletion.isPending}
          aria-label={t('events.admin.deleteNamed', { title: event.title })}
        >
          {t('events.admin.delete')}
        </Button>
      </div>
    </li>
  );
}
