import { useState } from 'react';

import type { AdminPost } from '@tabarru/contract/admin';

import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ListRow, RowList, RowThumbnail } from '../../components/ui/list-row';
import { LoadFailed } from '../../components/ui/load-failed';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { AdminLayout, AdminLoadMore, AdminSearch } from './admin-layout';
import { useAdminList } from './api/admin-lists';
import { useDeletePostAsAdmin } from './api/delete-post';

const SEARCH_DELAY_MS = 300;

/** /admin/posts (administrators only): every post, those under review too, with Delete. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.posts.title'));
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const posts = useAdminList<AdminPost>('/admin/posts', query);

  return (
    <AdminLayout title={t('admin.posts.heading')}>
      <AdminSearch
        id="admin-post-search"
        label={t('admin.posts.search')}
        value={search}
        onChange={setSearch}
      />
      {posts.isPending ? (
        <SkeletonRows label={t('admin.posts.loading')} count={5} />
      ) : posts.isError ? (
        <LoadFailed
          text={t('admin.posts.failed')}
          retryLabel={t('admin.tryAgain')}
          onRetry={() => void posts.refetch()}
        />
      ) : posts.data.pages[0]?.rows.length === 0 ? (
        <EmptyState text={t('admin.posts.empty')} />
      ) : (
        <>
          <RowList>
            {posts.data.pages.flatMap((page) =>
              page.rows.map((post) => <PostRow key={post.post_id} post={post} />),
            )}
          </RowList>
          <AdminLoadMore
            hasMore={posts.hasNextPage}
            loading={posts.isFetchingNextPage}
            onLoad={() => void posts.fetchNextPage()}
          />
        </>
      )}
    </AdminLayout>
  );
}

function PostRow({ post }: { post: AdminPost }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const deletion = useDeletePostAsAdmin();

  async function handleDelete() {
    if (!window.confirm(t('admin.posts.confirmDelete'))) return;
    try {
      await deletion.mutateAsync(post.post_id);
      showToast('success', t('admin.posts.deleted'));
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'admin.posts.deleteFailed' }));
    }
  }

  return (
    <ListRow
      media={<RowThumbnail src={post.primary_image_url} />}
      title={post.title}
      href={localHref(paths.post, { id: post.post_id })}
      detail={
        <>
          {post.moderation_status !== 'visible' && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('admin.posts.underReview')}
            </span>
          )}
          <span>
            <Trans
              i18nKey="admin.posts.by"
              values={{ username: post.username }}
              components={{ name: <bdi /> }}
            />
          </span>
          <span>{formatDate(post.created_at, language)}</span>
        </>
      }
      actions={
        <Button
          variant="danger"
          onClick={() => void handleDelete()}
          disabled={deletion.isPending}
          aria-label={t('admin.posts.deleteNamed', { title: post.title })}
        >
          {t('admin.posts.delete')}
        </Button>
      }
    />
  );
}
