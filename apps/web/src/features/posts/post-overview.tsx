import type { PostKind } from '@tabarru/contract/constants';
import type { PlaceReply } from '@tabarru/contract/place-schemas';
import type { PostDetail } from '@tabarru/contract/posts';
import type { PostPreview } from '@tabarru/contract/previews';

import { PlaceName } from '../../components/ui/place-name';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import { placeNameIn } from '../../lib/places';
import { AvailabilityBadge } from './availability-badge';
import { categoryName } from './post-labels';

type OverviewedPost = Pick<
  PostPreview,
  'title' | 'availability' | 'category' | 'location' | 'created_at' | 'description'
> & {
  /** a wanted post says so in place of its availability, and until when it runs */
  kind?: PostKind;
  expires_at?: string | null;
  /** an organisation's need, whose day it is needed by its page says instead (features/needs) */
  need?: PostDetail['need'];
  /** the place the donor chose, named in the page's language beside the location */
  place?: PlaceReply | null;
};

/**
 * What a post is, on its page for members and on its preview for visitors alike: the title
 * with its availability (or Wanted), category and location (with the place the donor chose,
 * in the page's language), and when it was posted; a wanted post until when it runs, except a
 * need, which ends at the midnight after the day it is needed by, so that day is said instead.
 */
export function PostHeading({ post }: { post: OverviewedPost }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <header>
      <div className="flex flex-wrap items-center gap-3">
        <h1
          dir="auto"
          className="min-w-0 text-2xl font-bold break-words text-stone-900 md:text-3xl"
        >
          {post.title}
        </h1>
        <AvailabilityBadge availability={post.availability} wanted={post.kind === 'wanted'} />
      </div>
      <p className="mt-2 text-stone-700">
        {categoryName(post.category, t)} · <PlaceName location={post.location} />
        {post.place && <> · {placeNameIn(post.place, language)}</>}
      </p>
      <p className="mt-1 text-sm text-stone-700">
        {t('posts.detail.postedOn', { date: formatDate(post.created_at, language) })}
        {post.kind === 'wanted' && post.expires_at && !post.need && (
          <> · {t('wanted.runsUntil', { date: formatDate(post.expires_at, language) })}</>
        )}
      </p>
    </header>
  );
}

/** The post's description, in its own direction, its lines kept. */
export function PostDescription({ post }: { post: OverviewedPost }) {
  return (
    <p
      dir="auto"
      className="text-lg leading-relaxed break-words whitespace-pre-line text-stone-800"
    >
      {post.description}
    </p>
  );
}
