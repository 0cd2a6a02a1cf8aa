import { useState } from 'react';

import type { PostDetail } from '@tabarru/contract/posts';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { ammanDayText, ammanInstantDayText } from '../../lib/amman-days';
import { formatNumber } from '../../lib/format';

type OfferedPost = Pick<
  PostDetail,
  | 'kind'
  | 'condition'
  | 'quantity'
  | 'quantity_left'
  | 'can_deliver'
  | 'deadline'
  | 'share_mode'
  | 'draw'
>;

/** Whether the donor said anything of the offer beyond its text and the defaults. */
function hasOfferDetails(post: OfferedPost): boolean {
  return (
    post.condition !== null ||
    post.quantity > 1 ||
    post.can_deliver ||
    post.deadline !== null ||
    post.share_mode !== 'choose'
  );
}

/**
 * What the donor said of the offer beyond its text: its condition, how many of several are left,
 * that they can deliver, the day it must go by, and how it goes: the first to ask get it, or a
 * draw at the end of the deadline among everyone who asked by then, with its seed from the
 * start (so anyone can check the winners) and, once drawn, when. Days are on Amman's clock in
 * the page's language. Nothing for a wanted post, or an offer that said none of it.
 */
export function OfferDetails({ post }: { post: OfferedPost }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [now] = useState(() => new Date());
  if (post.kind === 'wanted' || !hasOfferDetails(post)) return null;
  const number = (value: number) => formatNumber(value, language);
  const day = (date: string) => ammanDayText(date, language, now);
  return (
    <section aria-labelledby="post-offer">
      <h2 id="post-offer" className="font-semibold text-stone-900">
        {t('posts.offer.heading')}
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 ps-5 text-stone-800">
        {post.condition && (
          <li>
            {t('posts.offer.condition', { condition: t(`posts.conditions.${post.condition}`) })}
          </li>
        )}
        {post.quantity > 1 && (
          <li>
            {post.quantity_left === 0
              ? t('posts.offer.allGiven')
              : t('posts.offer.left', {
                  left: number(post.quantity_left),
                  total: number(post.quantity),
                })}
          </li>
        )}
        {post.can_deliver && <li>{t('posts.offer.canDeliver')}</li>}
        {post.deadline && (
          <li>
            <time dateTime={post.deadline}>
              {t('posts.offer.deadline', { date: day(post.deadline) })}
            </time>
          </li>
        )}
        {post.share_mode === 'first' && <li>{t('posts.offer.first')}</li>}
        {post.share_mode === 'draw' && post.draw && (
          <li>
            {post.draw.drawn_at
              ? t('posts.offer.drawn', {
                  date: ammanInstantDayText(post.draw.drawn_at, language, now),
                })
              : t('posts.offer.draw', { date: post.deadline ? day(post.deadline) : '' })}{' '}
            <span className="text-sm text-stone-700">
              {t('posts.offer.seed')}{' '}
              <code dir="ltr" className="font-mono break-all text-stone-900">
                {post.draw.seed}
              </code>
            </span>
          </li>
        )}
      </ul>
    </section>
  );
}
