import { Link } from 'react-router';

import type { Availability } from '@tabarru/contract/constants';

import { Thumbnail } from '../../components/ui/card-cover';
import { useLanguage } from '../../hooks/use-language';
import { paths } from '../../lib/paths';
import { AvailabilityBadge } from './availability-badge';

/** What a post shows in one line: enough to tell it from the donor's other items. */
export interface SummarisedPost {
  id: number;
  title: string;
  thumbnail_url: string | null;
  availability: Availability;
}

const THUMBNAIL_SIZE = { md: 'size-12', sm: 'size-10' } as const;

/**
 * A post in one line, the whole of it the link back to its page: its photo, its title (one
 * line, in its own direction) and its availability. What a conversation is about, at the top of
 * /dm (`md`) and beside the conversation in /messages (`sm`).
 */
export function PostSummary({ post, size = 'md' }: { post: SummarisedPost; size?: 'md' | 'sm' }) {
  const { localHref } = useLanguage();
  return (
    <Link
      to={localHref(paths.post, { id: post.id })}
      className="group/summary flex min-h-11 min-w-0 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <span className={`${THUMBNAIL_SIZE[size]} shrink-0 overflow-hidden rounded-lg bg-stone-100`}>
        <Thumbnail src={post.thumbnail_url} width={48} height={48} />
      </span>
      <span className="flex min-w-0 flex-col items-start gap-0.5">
        <span
          dir="auto"
          className={`max-w-full truncate font-semibold text-brand-800 group-hover/summary:underline ${size === 'sm' ? 'text-sm' : ''}`}
        >
          {post.title}
        </span>
        <AvailabilityBadge availability={post.availability} />
      </span>
    </Link>
  );
}
