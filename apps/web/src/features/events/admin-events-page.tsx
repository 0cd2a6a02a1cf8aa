import type { Event } from '@tabarru/contract/events';

import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ListPage } from '../../components/ui/list-page';
import { ListRow, RowList, RowThumbnail } from '../../components/ui/list-row';
import { LoadFailed } from '../../components/ui/load-failed';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { useAllEvents, useDeleteEvent } from './api/admin-events';
import { formatEventDate, formatEventTime } from './event-labels';
import { eventVersion, versionAttributes } from './event-version';

/**
 * /admin/events (administrators only): upcoming events, then past ones, each with View (its page)
 * and Delete.
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
        <SkeletonRows label={t('events.admin.loading')} count={4} />
      ) : events.isError ? (
        <LoadFailed
          text={t('events.admin.failed')}
          retryLabel={t('events.detail.tryAgain')}
          onRetry={() => void events.refetch()}
        />
      ) : events.data.length === 0 ? (
        <EmptyState text={t('events.admin.empty')} />
      ) : (
        <RowList>
          {events.data.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </RowList>
      )}
    </ListPage>
  );
}

function EventRow({ event }: { event: Event }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const deletion = useDeleteEvent();
  const version = eventVersion(event, language);
  // The administrator sees which events other-language pages show in the other language.
  const onlyIn = event.title_ar === null ? 'en' : event.title_en === null ? 'ar' : null;

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
    <ListRow
      media={<RowThumbnail src={event.thumbnails[0]} />}
      title={<span {...versionAttributes(version, language)}>{version.title}</span>}
      detail={
        <>
          {event.is_past && (
            <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
              {t('events.admin.past')}
            </span>
          )}
          {onlyIn && (
            <span className="rounded-full bg-sand-50 px-2 py-0.5 text-xs font-semibold text-stone-700">
              {t(onlyIn === 'en' ? 'events.admin.englishOnly' : 'events.admin.arabicOnly')}
            </span>
          )}
          <span>
            {t('events.when', {
              date: formatEventDate(event.event_date, language, 'short'),
              start: formatEventTime(event.start_time, language),
              end: formatEventTime(event.end_time, language),
            })}
          </span>
        </>
      }
      actions={
        <>
          <ButtonLink
            to={localHref(paths.event, { id: event.id })}
            variant="neutral"
            aria-label={t('events.admin.viewNamed', { title: version.title })}
          >
            {t('events.admin.view')}
          </ButtonLink>
          <Button
            variant="danger"
            onClick={() => void handleDelete()}
            disabled={deletion.isPending}
            aria-label={t('events.admin.deleteNamed', { title: version.title })}
          >
            {t('events.admin.delete')}
          </Button>
        </>
      }
    />
  );
}
