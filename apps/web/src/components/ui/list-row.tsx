import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';

import { initialOf } from '../../lib/format';
import { Thumbnail } from './card-cover';

/** The list that holds ListRows: one white surface, a hairline between the rows. */
export function RowList({ className = '', ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      className={`divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xs ${className}`}
      {...props}
    />
  );
}

/**
 * One row of a list (an item of My posts, a conversation, a claim): `media` at the start (a
 * RowThumbnail or an avatar), the title and a line of detail, and the row's actions at the end,
 * under the text on a phone so neither is squeezed. With `href` the title is the row's one
 * link, stretched over the whole row; the actions stay above it.
 */
export function ListRow({
  media,
  title,
  href,
  headingLevel,
  detail,
  actions,
  onOpen,
}: {
  media: ReactNode;
  title: ReactNode;
  href?: string;
  /** called when the row's link is followed */
  onOpen?: () => void;
  /** the title as a heading of this level, where the rows are the page's sections */
  headingLevel?: 2 | 3;
  detail?: ReactNode;
  actions?: ReactNode;
}) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <li className="relative flex gap-3 p-3 hover:bg-stone-50 sm:items-center sm:gap-4 sm:p-4">
      <div className="shrink-0">{media}</div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <Title dir="auto" className="line-clamp-2 font-semibold break-words text-stone-900">
            {href ? (
              <Link
                to={href}
                onClick={onOpen}
                className="after:absolute after:inset-0 hover:underline"
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </Title>
          {detail && (
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
              {detail}
            </div>
          )}
        </div>
        {actions && <div className="relative flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
    </li>
  );
}

/** The 64 px picture at the start of a row: a thumbnail, or the placeholder without one. */
export function RowThumbnail({ src }: { src: string | null | undefined }) {
  return (
    <div className="size-16 overflow-hidden rounded-xl bg-stone-100">
      <Thumbnail src={src} width={64} height={64} />
    </div>
  );
}

/** A member at the start of a row (a conversation, a blocked member): their initial, round. */
export function RowAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
    >
      {initialOf(name)}
    </span>
  );
}
