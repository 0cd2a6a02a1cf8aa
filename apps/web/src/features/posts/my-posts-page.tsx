import type { MyPost } from '@tabarru/contract/posts';

import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ListRow, RowList, RowThumbnail } from '../../components/ui/list-row';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageTitle } from '../../components/ui/page-title';
import { PlaceName } from '../../components/ui/place-name';
import { SkeletonRows } from '../../components/ui/skeleton';
import { TimeAgo } from '../../components/ui/time-ago';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { useDeletePost } from './api/delete-post';
import { useMyPosts } from './api/get-my-posts';
import { useRenewOffer } from './api/renew-offer';
import { AvailabilityBadge } from './availability-badge';

/** An offer off the feed until it is renewed; one given away is done with, not renewed. */
const endedOffer = (post: MyPost) =>
  post.kind === 'give' && post.expired && post.availability !== 'donated';

/** Renew: the offer is back on the feed, and its row says so once the list is read again. */
function RenewOfferButton({ post }: { post: MyPost }) {
  const { t } = useTranslation();
  const renew = useRenewOffer();
  // Awaited rather than the mutation's callbacks, which are skipped once the button is gone.
  async function handleClick() {
    try {
      await renew.mutateAsync(post.post_id);
    } catch (error) {
      // The table of refusals' texts comes with the first refusal: imported with the page, it
      // would be one more chunk in what the entry of every first visit lists for My posts.
      const { errorText } = await import('../../lib/error-keys');
      showToast('error', errorText(error, t, { failed: 'freshness.failed' }));
      return;
    }
    showToast('success', t('freshness.toast.renewed'));
  }
  return (
    <Button
      disabled={renew.isPending}
      aria-label={t('freshness.mine.renewNamed', { title: post.title })}
      onClick={() => void handleClick()}
    >
      {t('freshness.mine.renew')}
    </Button>
  );
}

/**
 * My posts: a row for each, with an Edit link and a Delete that asks first; an offer that ended
 * says Expired, with Renew to put it back on the feed.
 */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  useDocumentTitle(t('posts.mine.title'));
  const posts = useMyPosts();
  const deletion = useDeletePost();
  const now = new Date();

  async function handleDelete(postId: number, title: string) {
    if (!window.confirm(t('posts.mine.confirmDelete', { title }))) return;
    try {
      await deletion.mutateAsync(postId);
      showToast('success', t('posts.mine.deleted'));
    } catch {
      showToast('error', t('posts.mine.deleteFailed'));
    }
  }

  const giveLink = (
    <ButtonLink to={localHref(paths.createPost)}>{t('posts.mine.create')}</ButtonLink>
  );
  let body;
  if (posts.isPending) {
    body = <SkeletonRows label={t('posts.mine.loading')} count={4} />;
  } else if (posts.isError) {
    body = (
      <LoadFailed
        text={t('posts.mine.failed')}
        retryLabel={t('posts.feed.tryAgain')}
        onRetry={() => void posts.refetch()}
      />
    );
  } else if (posts.data.length === 0) {
    body = <EmptyState text={t('posts.mine.empty')} action={giveLink} />;
  } else {
    body = (
      <RowList>
        {posts.data.map((post) => (
          <ListRow
            key={post.post_id}
            media={<RowThumbnail src={post.attached_photo_url} />}
            title={post.title}
            href={localHref(paths.post, { id: post.post_id })}
            headingLevel={2}
            detail={
              <>
                {post.kind === 'wanted' && (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                    {t('wanted.badge')}
                  </span>
                )}
                {post.kind === 'give' &&
                  (endedOffer(post) ? (
                    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                      {t('freshness.mine.expired')}
                    </span>
                  ) : (
                    <AvailabilityBadge availability={post.availability} />
                  ))}
                {post.under_review && (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                    {t('posts.underReview.badge')}
                  </span>
                )}
                <span>
                  <PlaceName location={post.location} />
                </span>
                <TimeAgo iso={post.created_at} now={now} />
              </>
            }
            actions={
              <>
                {endedOffer(post) && <RenewOfferButton post={post} />}
                {post.kind === 'give' && (
                  <ButtonLink
                    to={localHref(paths.editPost, { id: post.post_id })}
                    aria-label={t('posts.mine.editNamed', { title: post.title })}
                    variant="neutral"
                  >
                    {t('posts.mine.edit')}
                  </ButtonLink>
                )}
                <Button
                  variant="danger"
                  onClick={() => void handleDelete(post.post_id, post.title)}
                  disabled={deletion.isPending}
                  aria-label={t('posts.mine.deleteNamed', { title: post.title })}
                >
                  {t('posts.mine.delete')}
                </Button>
              </>
            }
          />
        ))}
      </RowList>
    );
  }

  return (
    <div className="page-container py-8 md:py-12">
      <div className="mx-auto max-w-4xl">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <PageTitle>{t('posts.mine.heading')}</PageTitle>
          {posts.data && posts.data.length > 0 && giveLink}
        </div>
        <div className="mt-6 md:mt-8">{body}</div>
      </div>
    </div>
  );
}
