import type { ReactNode } from 'react';

import type { OwnProfile, PublicProfile } from '@tabarru/contract/accounts';
import { RATING_MAX } from '@tabarru/contract/feedback';

import { PlaceName } from '../../components/ui/place-name';
import { formatRating } from '../../components/ui/rating-summary';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate, formatNumber, initialOf } from '../../lib/format';
import { donationBadge, type DonationBadge } from './donation-badge';

const BADGE_STYLE: Record<DonationBadge, string> = {
  gold: 'bg-amber-100 text-amber-900 ring-amber-300',
  silver: 'bg-slate-100 text-slate-800 ring-slate-300',
  bronze: 'bg-orange-100 text-orange-900 ring-orange-300',
};

const BADGE_KEY = {
  gold: 'profile.badgeGold',
  silver: 'profile.badgeSilver',
  bronze: 'profile.badgeBronze',
} as const satisfies Record<DonationBadge, string>;

/**
 * A member's profile card, counts and details: the own one (with email and phone) or another
 * member's public one, with the ADMIN badge and their donation badge. Their feedback is a
 * section of the page beside it (features/feedback).
 */
export function ProfileDetails({
  profile,
  headingLevel,
}: {
  profile: PublicProfile & Partial<Pick<OwnProfile, 'email' | 'phone_number'>>;
  headingLevel: 1 | 2;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const badge = donationBadge(profile.items_donated);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const number = (value: number) => formatNumber(value, language);
  const rating =
    profile.rating === null
      ? t('profile.noRating')
      : t('profile.ratingValue', {
          rating: formatRating(profile.rating, language),
          max: number(RATING_MAX),
        });
  // [label, value, whether the value is a number rather than words]
  const counts: [string, string, boolean][] = [
    [t('profile.activePosts'), number(profile.active_posts ?? 0), true],
    [t('profile.itemsDonated'), number(profile.items_donated), true],
    [t('profile.itemsReceived'), number(profile.items_received), true],
    [t('profile.rating'), rating, profile.rating !== null],
  ];
  // [label, value, whether the value is written left to right whatever the page's direction]
  const details: [string, ReactNode, boolean][] = [
    [
      t('profile.location'),
      profile.location ? <PlaceName location={profile.location} /> : t('profile.notSpecified'),
      false,
    ],
  ];
  if (profile.email !== undefined) details.push([t('profile.email'), profile.email, true]);
  if (profile.phone_number !== undefined) {
    details.push(
      profile.phone_number
        ? [t('profile.phone'), profile.phone_number, true]
        : [t('profile.phone'), t('profile.notProvided'), false],
    );
  }

  return (
    <section className="space-y-6">
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xs">
        <div aria-hidden="true" className="h-20 bg-linear-to-br from-brand-800 to-brand-500" />
        <div className="px-5 pb-5">
          <span
            aria-hidden="true"
            className="-mt-10 flex size-20 items-center justify-center rounded-full bg-brand-700 text-3xl font-bold text-white uppercase ring-4 ring-white"
          >
            {initialOf(profile.username)}
          </span>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Heading dir="auto" className="text-2xl font-bold break-words text-stone-900">
              {profile.username}
            </Heading>
            {profile.is_admin && (
              <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white">
                {t('profile.admin')}
              </span>
            )}
            {badge && (
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${BADGE_STYLE[badge]}`}
              >
                {t(BADGE_KEY[badge])}
              </span>
            )}
          </div>
          <p className="mt-1 text-sm text-stone-600">
            {t('profile.memberSince', { date: formatDate(profile.created_at, language) })}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-px border-t border-stone-200 bg-stone-200">
          {counts.map(([label, value, numeric]) => (
            <div
              key={label}
              className="flex flex-col-reverse justify-end gap-1 bg-white px-2 py-4 text-center"
            >
              <dt className="text-xs font-semibold text-stone-600 sm:text-sm">{label}</dt>
              <dd
                className={
                  numeric
                    ? 'text-lg font-bold text-stone-900 sm:text-xl'
                    : 'flex min-h-7 items-center justify-center text-sm font-semibold text-stone-700'
                }
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <dl className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {details.map(([label, value, ltr]) => (
          <div
            key={label}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-5 py-3"
          >
            <dt className="text-sm font-semibold text-stone-600">{label}</dt>
            <dd className="min-w-0 break-words text-stone-900">
              <bdi dir={ltr ? 'ltr' : undefined}>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
