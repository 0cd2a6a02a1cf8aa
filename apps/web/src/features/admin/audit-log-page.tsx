import type { AuditAction, AuditEntry } from '@tabarru/contract/audit';

import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { SkeletonRows } from '../../components/ui/skeleton';
import type { CatalogKey } from '../../i18n/i18n';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate, formatNumber } from '../../lib/format';
import { AdminLayout, AdminLoadMore } from './admin-layout';
import { useAuditLog } from './api/get-audit-log';

/** The sentence of each action, in which the actor and the target are named. */
const ACTION_KEYS = {
  'user.promote': 'admin.audit.actions.userPromote',
  'user.demote': 'admin.audit.actions.userDemote',
  'user.delete': 'admin.audit.actions.userDelete',
  'user.end_sessions': 'admin.audit.actions.userEndSessions',
  'user.suspend': 'admin.audit.actions.userSuspend',
  'user.unsuspend': 'admin.audit.actions.userUnsuspend',
  'post.approve': 'admin.audit.actions.postApprove',
  'post.delete': 'admin.audit.actions.postDelete',
  'event.create': 'admin.audit.actions.eventCreate',
  'event.delete': 'admin.audit.actions.eventDelete',
  'banner.create': 'admin.audit.actions.bannerCreate',
  'banner.activate': 'admin.audit.actions.bannerActivate',
  'banner.deactivate': 'admin.audit.actions.bannerDeactivate',
  'contact_message.handle': 'admin.audit.actions.contactHandle',
  'contact_message.reopen': 'admin.audit.actions.contactReopen',
  'organisation.verify': 'admin.audit.actions.organisationVerify',
  'organisation.reject': 'admin.audit.actions.organisationReject',
  'campaign.create': 'admin.audit.actions.campaignCreate',
} as const satisfies Record<AuditAction, CatalogKey>;

/** /admin/audit-log (administrators only): what administrators did, newest first, read-only. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.audit.title'));
  const log = useAuditLog();

  return (
    <AdminLayout title={t('admin.audit.heading')} lead={t('admin.audit.intro')}>
      {log.isPending ? (
        <SkeletonRows label={t('admin.audit.loading')} count={4} />
      ) : log.isError ? (
        <LoadFailed
          text={t('admin.audit.failed')}
          retryLabel={t('admin.tryAgain')}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.pages[0]?.entries.length === 0 ? (
        <EmptyState text={t('admin.audit.empty')} />
      ) : (
        <>
          <ol className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-xs">
            {log.data.pages.flatMap((page) =>
              page.entries.map((entry) => <AuditRow key={entry.id} entry={entry} />),
            )}
          </ol>
          <AdminLoadMore
            hasMore={log.hasNextPage}
            loading={log.isFetchingNextPage}
            onLoad={() => void log.fetchNextPage()}
          />
        </>
      )}
    </AdminLayout>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { details } = entry;
  const reports = details.reports
    ?.map((report) =>
      t('admin.flagged.reasonCount', {
        reason: t(`reports.reasons.${report.reason}`),
        count: formatNumber(report.count, language),
      }),
    )
    .join(', ');
  return (
    <li className="p-3 sm:p-4">
      <p className="text-stone-900">
        <Trans
          i18nKey={ACTION_KEYS[entry.action]}
          values={{ actor: entry.actor_name, target: entry.target_label }}
          components={{ actor: <bdi className="font-semibold" />, target: <bdi /> }}
        />
      </p>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-stone-600">
        <time dateTime={entry.created_at}>
          {formatDate(entry.created_at, language, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
        {details.owner && (
          <span>
            <Trans
              i18nKey="admin.audit.owner"
              values={{ owner: details.owner }}
              components={{ name: <bdi /> }}
            />
          </span>
        )}
        {reports && <span>{t('admin.audit.reports', { reports })}</span>}
        {details.blocklist_matches && (
          <span dir="auto">
            {t('admin.audit.blocklist', { matches: details.blocklist_matches.join(', ') })}
          </span>
        )}
      </p>
      {entry.reason && (
        <p dir="auto" className="mt-1 text-sm text-stone-700">
          {t('admin.audit.reason', { reason: entry.reason })}
        </p>
      )}
    </li>
  );
}
