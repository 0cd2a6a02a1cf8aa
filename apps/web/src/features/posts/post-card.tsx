import { Link } from 'react-router';

import type { PostCard as PostCardData } from '@tabarru/contract/posts';

import { CardCover } from '../../components/ui/card-cover';
import { LineIcon } from '../../components/ui/line-icon';
import { PlaceName } from '../../components/ui/place-name';
import { RatingSummary } from '../../components/ui/rating-summary';
import { TimeAgo } from '../../components/ui/time-ago';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { initialOf } from '../../lib/format';
import { paths } from '../../lib/paths';
import { placeNameIn } from '../../lib/places';
import { AvailabilityBadge } from './availability-badge';
import { distanceText } from './distance-text';
import { categoryName } from './post-labels';

/**
 * A feed card, what someone choosing needs at a glance: the photo with its availability (a
 * wanted post's search mark with Wanted), the category, the title on two lines at most, the area
 * (its place in the page's language when the donor chose one) and how far it is when the feed
 * measures from somewhere, the donor and how long ago it was posted; an organisation's need says
 * so and how many of its items came in, in words only, since the feed's first download has no room
 * for more. The title, the area and the donor's name are the member's words and take their own
 * direction (`dir="auto"`, `<bdi>`), so an English title on an Arabic page reads, and is cut,
 * from the left.
 */
export function PostCard({
  post,
  now,
  coverSizes,
  showDonor = true,
  wanted = false,
  eager = false,
}: {
  post: PostCardData;
  now: Date;
  /** the card's photo's width at each screen width (`sizes`), as its list's grid gives it */
  coverSizes: string;
  /** among the first cards, in view as the page opens: its photo loads at once */
  eager?: boolean;
  /** what a member looks for: no photo (a search mark instead), and Wanted for its availability */
  wanted?: boolean;
  /** false where the page is the donor's own (their profile): the card says only when */
  showDonor?: boolean;
}) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  return (
    <li>
      <Link
        to={localHref(paths.post, { id: post.post_id })}
        className="group flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-1.5 shadow-xs transition hover:border-stone-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:p-2"
      >
        <div className="relative overflow-hidden rounded-xl">
          {wanted ? (
            <div className="flex aspect-[4/3] items-center justify-center bg-sand-50 text-brand-700">
              <LineIcon className="size-12">
                <circle cx="11" cy="11" r="6.5" />
                <path d="m20 20-4.4-4.4" />
              </LineIcon>
            </div>
          ) : (
            <CardCover
              src={post.attached_photo_url}
              photo={post.cover}
              sizes={coverSizes}
              eager={eager}
            />
          )}
          <span className="absolute start-2 top-2 shadow-sm">
            <AvailabilityBadge availability={post.availability} wanted={wanted} />
          </span>
        </div>
        <div className="flex flex-1 flex-col gap-1 px-1 pt-2 pb-1 sm:px-1.5">
          <p className="truncate text-xs font-semibold text-brand-800">
            {categoryName(post.category, t)}
          </p>
          <h3
            dir="auto"
            className="line-clamp-2 text-sm leading-snug font-semibold text-stone-900 group-hover:underline sm:text-base"
          >
            {post.title}
          </h3>
          {post.need && (
            <p className="text-xs font-semibold text-brand-800">
              {t('posts.card.need', post.need)}
            </p>
          )}
          <p className="flex min-w-0 items-center gap-1 text-xs text-stone-600 sm:text-sm">
            <LineIcon className="size-3.5 shrink-0">
              <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
              <circle cx="12" cy="9.5" r="2.5" />
            </LineIcon>
            <span className="truncate">
              {post.place ? (
                placeNameIn(post.place, language)
              ) : (
                <PlaceName location={post.location} />
              )}
            </span>
          </p>
          {typeof post.distance_km === 'number' && (
            <p className="text-xs font-semibold text-stone-700">
              {distanceText(post.distance_km, language, t)}
            </p>
          )}
          {/* The time goes under the donor when both do not fit (two cards a row at 320 px). */}
          <p className="mt-auto flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5 pt-1 text-xs text-stone-600">
            {showDonor && (
              <span className="flex max-w-full min-w-0 items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="flex size-5 shrink-0 items-center justify-center rounded-full bg-sand-100 text-[0.625rem] font-bold text-stone-800 uppercase"
                >
                  {initialOf(post.username)}
                </span>
                {/* A wanted post's author is the one asking, not a donor. */}
                <span className="sr-only">
                  {t(wanted ? 'posts.card.askedBy' : 'posts.card.donor')}
                </span>
                <bdi className="min-w-0 truncate font-semibold text-stone-800">{post.username}</bdi>
                <RatingSummary rating={post.donor_rating} count={post.donor_rating_count} />
              </span>
            )}
            <TimeAgo iso={post.created_at} now={now} className="shrink-0" />
          </p>
        </div>
      </Link>
    </li>
  );
}
