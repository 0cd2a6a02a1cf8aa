import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button, ButtonLink } from '../../components/ui/button';
import { CardCover } from '../../components/ui/card-cover';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageTitle } from '../../components/ui/page-title';
import { PlaceName } from '../../components/ui/place-name';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { useDeletePost } from './api/delete-post';
import { useMyPosts } from './api/get-my-posts';
import { AvailabilityBadge } from './availability-badge';

/** My posts (spec 000 §2.3): each with an Edit link and a Delete that asks first. */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  useDocumentTitle(t('posts.mine.title'));
  const posts = useMyPosts();
  const deletion = useDeletePost();

  async function handleDelete(postId: number, title: string) {
    if (!window.confirm(t('posts.mine.confirmDelete', { title }))) return;
    try {
      await deletion.mutateAsync(postId);
      showToast('success', t('posts.mine.deleted'));
    } catch {
      showToast('error', t('posts.mine.deleteFailed'));
    }
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageTitle>{t('posts.mine.heading')}</PageTitle>
        <ButtonLink to={localHref(paths.createPost)}>{t('posts.mine.create')}</ButtonLink>
      </div>
      {posts.isPending ? (
        <p role="status" className="mt-8 text-stone-700">
          {t('posts.mine.loading')}
        </p>
      ) : posts.isError ? (
        <LoadFailed
          text={t('posts.mine.failed')}
          retryLabel={t('posts.feed.tryAgain')}
          onRetry={() => void posts.refetch()}
          className="mt-8"
        />
      ) : posts.data.length === 0 ? (
        <p className="mt-8 rounded-xl bg-stone-100 p-8 text-center text-stone-700">
          {t('posts.mine.empty')}
        </p>
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {posts.data.map((post) => (
            <li
              key={post.post_id}
              className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
            >
              <Link to={localHref(paths.post, { id: post.post_id })} className="group block">
                <CardCover src={post.attached_photo_url} />
                <div className="space-y-2 p-4">
                  <h2 dir="auto" className="line-clamp-2 font-semibold text-stone-900">
                    {post.title}
                  </h2>
                  <p className="text-sm text-stone-600">
                    <PlaceName location={post.location} />
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <AvailabilityBadge availability={post.availability} />
                    {post.under_review && (
                      <span className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                        {t('posts.underReview.badge')}
                      </span>
                    )}
                  </div>
                </div>
              </Link>
              <div className="mt-auto flex gap-3 border-t border-stone-200 p-4">
                <ButtonLink
                  to={localHref(paths.editPost, { id: post.post_id })}
                  aria-label={t('posts.mine.editNamed', { title: post.title })}
                  variant="neutral"
                  size="sm"
                >
                  {t('posts.mine.edit')}
                </ButtonLink>
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => void handleDelete(post.post_id, post.title)}
                  disabled={deletion.isPending}
                  aria-label={t('posts.mine.deleteNamed', { title: post.title })}
                >
                  {t('posts.mine.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
