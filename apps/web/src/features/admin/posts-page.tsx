import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import type { AdminPost } from '@tabarru/contract/admin';

import { Button, ButtonLink } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { errorText } from '../../lib/error-keys';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { RowPhoto } from '../../components/ui/row-photo';
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
        <p role="status" className="text-stone-700">
          {t('admin.posts.loading')}
        </p>
      ) : posts.isError ? (
        <LoadFailed
          text={t('admin.posts.failed')}
          retryLabel={t('admin.tryAgain')}
          onRetry={() => void posts.refetch()}
        />
      ) : posts.data.pages[0]?.rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
          {t('admin.posts.empty')}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-xs">
            {posts.data.pages.flatMap((page) =>
              page.rows.map((post) => <PostRow key={post.post_id} post={post} />),
            )}
          </ul>
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
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-4">
      <div className="flex min-w-0 flex-1 gap-3">
        <RowPhoto src={post.primary_image_url} />
        <div className="min-w-0">
          <p dir="auto" className="line-clamp-2 font-semibold break-words text-stone-900">
            {post.title}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
            <span>
              <Trans
                i18nKey="admin.posts.by"
                values={{ username: post.username }}
                components={{ name: <bdi /> }}
              />
            </span>
            <span>{formatDate(post.created_at, language)}</span>
            {post.moderation_status !== 'visible' && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t('admin.posts.underReview')}
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 ps-19 sm:ps-0">
        <ButtonLink
          to={localHref(paths.post, { id: post.post_id })}
          variant="neutral"
          size="sm"
          className="min-h-11"
          aria-label={t('admin.posts.viewNamed', { title: post.title })}
        >
          {t('admin.posts.view')}
        </ButtonLink>
        <Button
          variant="danger"
          size="sm"
          className="min-h-11"
          onClick={() => void handleDelete()}
          disabled={deletion.isPending}
          aria-label={t('admin.posts.deleteNamed', { title: post.title })}
        >
          {t('admin.posts.delete')}
        </Button>
      </div>
    </li>
  );
}
