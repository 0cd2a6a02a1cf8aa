import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';

import type { PostPreview } from '@tabarru/contract/previews';

import { ButtonLink } from '../../components/ui/button';
import { Gallery } from '../../components/ui/gallery';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTranslation } from '../../i18n/use-translation';
import { registrationHref, signInHref } from '../../lib/return-to';
import { usePostPreview } from './api/get-post-preview';
import { ActionBar } from './action-bar';
import { PostDescription, PostHeading } from './post-overview';
import { DonorCard } from './post-page-donor';
import { BackToFeed, PostLoadFailed, PostLoading, useNotFoundGoesHome } from './post-load-states';

/**
 * A post as a visitor sees it, from a shared link: its photos, what it is, where, and
 * who gives it with their rating, but no way to reach the donor and no claim; an item already
 * given away says so. Signing in (or registering) comes back to this address, which then shows
 * the full post. `status` adds a line under the heading (whether the item is promised, how many
 * asked), `share` passes the link on. `memberOffline`: a member's page of the post could
 * not be read (offline), and the preview kept offline stands in for it, saying the rest comes
 * back with the connection instead of offering to sign in.
 */
export function PostPreviewPage({
  status,
  share,
  memberOffline = false,
}: {
  status?: (post: PostPreview) => ReactNode;
  share?: (post: PostPreview) => ReactNode;
  memberOffline?: boolean;
}) {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const preview = usePostPreview(id);
  useDocumentTitle(preview.data?.title ?? t('posts.detail.title'));
  useNotFoundGoesHome(preview.error);

  if (preview.isPending) return <PostLoading />;
  // A post on screen stays there when asking again for it fails.
  if (preview.isLoadingError) {
    return <PostLoadFailed error={preview.error} onRetry={() => void preview.refetch()} />;
  }
  return (
    <PreviewView
      post={preview.data}
      status={status?.(preview.data)}
      share={share?.(preview.data)}
      memberOffline={memberOffline}
    />
  );
}

function PreviewView({
  post,
  status,
  share,
  memberOffline,
}: {
  post: PostPreview;
  status: ReactNode;
  share: ReactNode;
  memberOffline: boolean;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // Said in words, not only by the badge: a shared link may reach someone long after the handover.
  const givenAway = post.availability === 'donated';
  const ended = !givenAway && post.expired;
  return (
    <article className="page-container pt-2 pb-8 md:pt-6 md:pb-12">
      <BackToFeed />
      <div className="mt-2 grid gap-6 md:grid-cols-2 md:items-start md:gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10">
        <div data-testid="post-gallery" className="min-w-0 md:sticky md:top-below-header">
          <Gallery images={post.images} title={post.title} />
        </div>
        <div data-testid="post-details" className="min-w-0 space-y-6">
          <PostHeading post={post} />
          {status}
          {(givenAway || ended) && (
            <p className="rounded-lg border border-stone-300 bg-stone-100 p-4 font-semibold text-stone-900">
              {t(givenAway ? 'posts.preview.givenAway' : 'posts.preview.ended')}
            </p>
          )}
          <PostDescription post={post} />
          <DonorCard
            name={post.donor.name}
            nameElement={
              <bdi className="truncate text-lg font-semibold text-stone-900">{post.donor.name}</bdi>
            }
            rating={post.donor.rating}
            ratingCount={post.donor.rating_count}
          >
            <p className="mt-4 text-sm text-stone-700">
              {t(
                memberOffline
                  ? 'posts.preview.offlineNote'
                  : givenAway || ended
                    ? 'posts.preview.givenAwayNote'
                    : 'posts.preview.signInNote',
              )}
            </p>
          </DonorCard>
          {share}
          {!memberOffline && (
            <ActionBar label={t('posts.detail.contact')}>
              <ButtonLink to={signInHref(pathname, search)}>{t('posts.preview.signIn')}</ButtonLink>
              <ButtonLink to={registrationHref(pathname, search)} variant="secondary">
                {t('posts.preview.register')}
              </ButtonLink>
            </ActionBar>
          )}
        </div>
      </div>
    </article>
  );
}
