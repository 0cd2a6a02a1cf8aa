import { useTranslation } from 'react-i18next';

import { FEED_PAGE_SIZE } from '@tabarru/contract/constants';

/** Grey cards where the first page will be, announced once to screen readers. */
export function FeedSkeleton({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('posts.feed.loading')}</span>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: FEED_PAGE_SIZE }, (_, index) => (
          <li key={index} className="rounded-2xl border border-stone-200 bg-white p-1.5 sm:p-2">
            <div className="aspect-[4/3] animate-pulse rounded-xl bg-stone-200 motion-reduce:animate-none" />
            <div className="space-y-3 px-1 py-3">
              <div className="h-4 w-4/5 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
