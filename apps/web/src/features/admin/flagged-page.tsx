import type { FlaggedPost } from '@tabarru/contract/moderation';

import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { RowThumbnail } from '../../components/ui/list-row';
import { LoadFailed } from '../../components/ui/load-failed';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { AdminLayout } from './admin-layout';
import { useDeletePostAsAdmin } from './api/delete-post';
import { FlaggedListFormatError, useApprovePost, useFlaggedPosts } from './api/flagged-posts';

/**
 * /admin/flagged (administrators only): the posts reports or the blocklist hid, why, and Approve or
 * Reject.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.flagged.title'));
  const flagged = useFlaggedPosts();

  return (
    <AdminLayout title={t('admin.flagged.heading')} lead={t('admin.flagged.intro')}>
      {flagged.isPending ? (
        <SkeletonRows label={t('admin.flagged.loading')} count={3} />
      ) : flagged.isError ? (
        <LoadFailed
          text={t(
            flagged.error instanceof FlaggedListFormatError
              ? 'admin.flagged.badFormat'
              : 'admin.flagged.fetchFailed',
          )}
          retryLabel={t('admin.tryAgain')}
          onRetry={() => void flagged.refetch()}
        />
      ) : flagged.data.length === 0 ? (
        <EmptyState text={t('admin.flagged.empty')} />
      ) : (
        <ul className="space-y-4">
          {flagged.data.map((post) => (
            <FlaggedItem key={post.post_id} post={post} />
          ))}
        </ul>
      )}
    </AdminLayout>
  );
}

function FlaggedItem({ post }: { post: FlaggedPost }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const approval = useApprovePost();
  const deletion = useDeletePostAsAdmin();
  const busy = approval.isPending || deletion.isPending;

  async function handleApprove() {
    try {
      await approval.mutateAsync(post.post_id);
      showToast('success', t('admin.flagged.approved'));
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'admin.flagged.approveFailed' }));
    }
  }

  async function handleReject() {
    if (!window.confirm(t('admin.flagged.confirmReject'))) return;
    try {
      await deletion.mutateAsync(post.post_id);
      showToast('success', t('admin.flagged.deleted'));
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'admin.flagged.deleteFailed' }));
    }
  }

  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
      <div className="flex gap-3">
        <RowThumbnail src={post.primary_image_url} />
        <div className="min-w-0">
          <h2 dir="auto" className="line-clamp-2 font-semibold break-words text-stone-900">
            {post.title}
          </h2>
          <p className="mt-1 text-sm break-all text-stone-600">
            <Trans
              i18nKey="admin.flagged.by"
              values={{ username: post.username, email: post.email }}
              components={{ name: <bdi />, email: <bdi dir="ltr" /> }}
            />
          </p>
        </div>
      </div>
      {post.reports.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-stone-900">{t('admin.flagged.reports')}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {post.reports.map((report) => (
              <li
                key={report.reason}
                className="rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-900"
              >
                {t('admin.flagged.reasonCount', {
                  reason: t(`reports.reasons.${report.reason}`),
                  count: formatNumber(report.count, language),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {post.notes.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-stone-900">{t('admin.flagged.notes')}</h3>
          <ul className="mt-1 space-y-1">
            {post.notes.map((note, index) => (
              <li
                key={index}
                dir="auto"
                className="border-s-2 border-stone-300 ps-3 text-sm break-words text-stone-700"
              >
                {note.note}
              </li>
            ))}
          </ul>
        </div>
      )}
      {post.blocklist_matches.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-stone-900">{t('admin.flagged.blocklist')}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {post.blocklist_matches.map((match) => (
              <li
                key={match}
                dir="auto"
                className="rounded-md bg-amber-50 px-2 py-0.5 text-sm break-all text-amber-900"
              >
                {match}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          onClick={() => void handleApprove()}
          disabled={busy}
          aria-label={t('admin.flagged.approveNamed', { title: post.title })}
        >
          {t('admin.flagged.approve')}
        </Button>
        <Button
          variant="danger"
          onClick={() => void handleReject()}
          disabled={busy}
          aria-label={t('admin.flagged.rejectNamed', { title: post.title })}
        >
          {t('admin.flagged.reject')}
        </Button>
        <ButtonLink
          to={localHref(paths.post, { id: post.post_id })}
          variant="neutral"
          aria-label={t('admin.flagged.viewNamed', { title: post.title })}
        >
          {t('admin.flagged.view')}
        </ButtonLink>
      </div>
    </li>
  );
}
