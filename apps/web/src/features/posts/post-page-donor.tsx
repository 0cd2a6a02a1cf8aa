import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { Language } from '@tabarru/contract/constants';
import type { PostDetail } from '@tabarru/contract/posts';

import { RatingSummary } from '../../components/ui/rating-summary';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate, formatNumber, initialOf } from '../../lib/format';
import { paths } from '../../lib/paths';

/** A month and year in the page's language, in Jordan's time: 'March 2025', 'آذار 2025'. */
export function monthAndYear(value: string, language: Language): string {
  return formatDate(value, language, { month: 'long', year: 'numeric', timeZone: 'Asia/Amman' });
}

/**
 * Who gives the item: avatar initial, name linked to their profile, the ADMIN badge and their
 * rating, when they joined and how many items they gave (confirmed handovers), then the post's
 * contact lines.
 */
export function DonorBlock({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const facts = [
    { term: t('posts.detail.memberSince'), value: monthAndYear(post.member_since, language) },
    { term: t('posts.detail.itemsGiven'), value: formatNumber(post.items_given, language) },
  ];

  return (
    <DonorCard
      name={post.username}
      nameElement={
        <Link
          to={localHref(paths.user, { userId: post.user_id })}
          dir="auto"
          className="truncate text-lg font-semibold text-brand-800 hover:underline"
        >
          {post.username}
        </Link>
      }
      badge={
        post.is_admin && (
          <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
            {t('posts.detail.admin')}
          </span>
        )
      }
      rating={post.donor_rating}
      ratingCount={post.donor_rating_count}
      heading={post.kind === 'wanted' ? t('wanted.askedBy') : undefined}
    >
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {facts.map((fact) => (
          <div key={fact.term} className="rounded-lg bg-sand-50 px-3 py-2">
            <dt className="text-xs text-stone-700">{fact.term}</dt>
            <dd className="font-semibold text-stone-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-4 grid gap-2 text-sm">
        {post.email && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{t('posts.detail.email')}</dt>
            <dd dir="ltr" className="min-w-0 break-all">
              <a href={`mailto:${post.email}`} className="text-brand-800 hover:underline">
                {post.email}
              </a>
            </dd>
          </div>
        )}
        {/* A wanted post has no contact details: it is answered by a message. */}
        {post.phone && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{t('posts.detail.phone')}</dt>
            <dd dir="ltr">
              <a href={`tel:${post.phone}`} className="text-brand-800 hover:underline">
                {post.phone}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </DonorCard>
  );
}

/**
 * The card of who gives an item: avatar initial, their name (as `nameElement`, a link to their
 * page for members), a badge and their rating, then what `children` add. The post page and a
 * visitor's preview show it alike.
 */
export function DonorCard({
  name,
  nameElement,
  badge,
  rating,
  ratingCount,
  heading,
  children,
}: {
  /** what the card is headed: Donor unless said */
  heading?: string;
  name: string;
  nameElement: ReactNode;
  badge?: ReactNode;
  rating: number | null;
  ratingCount: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="post-donor"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="post-donor" className="text-sm font-semibold text-stone-700">
        {heading ?? t('posts.detail.donor')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
        >
          {initialOf(name)}
        </span>
        <p className="flex min-w-0 flex-wrap items-center gap-2">
          {nameElement}
          {badge}
          <RatingSummary rating={rating} count={ratingCount} className="text-sm text-stone-600" />
        </p>
      </div>
      {children}
    </section>
  );
}
