import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { PostCard as PostCardData } from '@tabarru/contract/posts';

import { CardCover } from '../../components/ui/card-cover';
import { PlaceName } from '../../components/ui/place-name';
import { useLanguage } from '../../hooks/use-language';
import { paths } from '../../lib/paths';
import { AvailabilityBadge } from './availability-badge';
import { categoryName } from './post-labels';

/**
 * A feed card: thumbnail, title on two lines at most, place and availability. The title and
 * the area are the member's words and take their own direction (`dir="auto"`, `<bdi>`), so an
 * English title on an Arabic page reads, and is cut, from the left.
 */
export function PostCard({ post }: { post: PostCardData }) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  return (
    <li>
      <Link
        to={localHref(paths.post, { id: post.post_id })}
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <CardCover src={post.attached_photo_url} />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 dir="auto" className="line-clamp-2 font-semibold text-stone-900">
            {post.title}
          </h3>
          <p className="text-sm text-stone-600">
            <PlaceName location={post.location} />
          </p>
          <div className="mt-auto flex items-center justify-between gap-2 pt-1">
            <span className="text-sm text-stone-700">{categoryName(post.category, t)}</span>
            <AvailabilityBadge availability={post.availability} />
          </div>
        </div>
      </Link>
    </li>
  );
}
