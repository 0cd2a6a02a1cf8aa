import { useId } from 'react';
import { Link } from 'react-router';

import type { MemberItemList } from '@tabarru/contract/posts';

import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { SkeletonCards } from '../../components/ui/skeleton';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { useMemberItems } from './api/get-member-items';
import { PostCard } from './post-card';

/** Two cards a row on a phone, three where the section has the page's width or most of it. */
const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3';
/**
 * A card's photo in GRID: a column of the page, or from 1024 px of the sections beside the
 * profile's 22rem (the profile layout), less the gaps and the card's own padding and border.
 */
const CARD_PHOTO_SIZES =
  '(min-width: 1280px) 249px, (min-width: 1024px) calc(50vw - 250px), (min-width: 768px) calc(33vw - 45px), (min-width: 640px) calc(50vw - 50px), calc(50vw - 36px)';

/**
 * What a member is giving right now (`list` available), or what they gave away (donated), on
 * their page (`own` false) and on their own profile: the feed's cards, newest first, 12 at a
 * time with Show more. Reserved items are in neither list; the member finds all of theirs in My
 * posts. The list of what was given is left out until there is something in it.
 */
export function MemberItems({
  userId,
  own,
  list = 'available',
}: {
  userId: number;
  own: boolean;
  list?: MemberItemList;
}) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const headingId = useId();
  const items = useMemberItems(userId, list);
  const posts = items.data?.pages.flatMap((page) => page.posts) ?? [];
  const now = new Date();
  const given = list === 'donated';
  if (given && (items.isPending || posts.length === 0)) return null;

  let body;
  if (items.isPending) {
    body = <SkeletonCards label={t('posts.member.loading')} count={4} className={GRID} />;
  } else if (items.isError && posts.length === 0) {
    body = (
      <LoadFailed
        text={t('posts.member.failed')}
        retryLabel={t('posts.feed.tryAgain')}
        onRetry={() => void items.refetch()}
      />
    );
  } else if (posts.length === 0) {
    body = own ? (
      <EmptyState
        text={t('posts.member.ownEmpty')}
        action={<ButtonLink to={localHref(paths.createPost)}>{t('posts.member.give')}</ButtonLink>}
      />
    ) : (
      <EmptyState
        text={t('posts.member.theirEmpty')}
        action={
          <ButtonLink to={localHref(paths.feed)} variant="secondary">
            {t('posts.member.browse')}
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={GRID}>
          {posts.map((post) => (
            <PostCard
              key={post.post_id}
              post={post}
              now={now}
              coverSizes={CARD_PHOTO_SIZES}
              showDonor={false}
            />
          ))}
        </ul>
        {items.hasNextPage && (
          <div className="mt-5 flex flex-col items-center gap-3">
            {items.isError && (
              <p role="alert" className="font-semibold text-red-800">
                {t('posts.member.failed')}
              </p>
            )}
            <Button
              variant="neutral"
              onClick={() => void items.fetchNextPage()}
              disabled={items.isFetchingNextPage}
            >
              {items.isFetchingNextPage ? t('posts.member.loadingMore') : t('posts.member.more')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {given
            ? t(own ? 'posts.member.ownGivenHeading' : 'posts.member.theirGivenHeading')
            : t(own ? 'posts.member.ownHeading' : 'posts.member.theirHeading')}
        </h2>
        {own && !given && (
          <Link
            to={localHref(paths.myPosts)}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {t('posts.member.manage')}
          </Link>
        )}
      </div>
      {own && !given && <p className="mt-1 text-stone-600">{t('posts.member.ownLead')}</p>}
      <div className="mt-4">{body}</div>
    </section>
  );
}
