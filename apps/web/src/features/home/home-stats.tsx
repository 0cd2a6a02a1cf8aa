import type { StatsCountsReply } from '@tabarru/contract/stats';
import { STATS_VISIBLE_THRESHOLD } from '@tabarru/contract/stats-constants';

import { BackgroundVideo } from '../../components/ui/background-video';
import { useLanguage } from '../../hooks/use-language';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { useStatsCounts } from './api/get-stats-counts';
import { useCountUp } from './use-count-up';
import { useSeenOnce } from '../../hooks/use-seen-once';

const COUNTERS = [
  { count: 'posts', label: 'home.statsPosts' },
  { count: 'users', label: 'home.statsUsers' },
  { count: 'totalEventsHosted', label: 'home.statsEvents' },
] as const satisfies readonly { count: keyof StatsCountsReply; label: string }[];

/**
 * The three counters over the second background video. The counts are asked for once 30% of the
 * block is on screen, then count up; visitors who ask for less motion get the final numbers at
 * once.
 */
export function HomeStats() {
  const { t } = useTranslation();
  const [observe, seen] = useSeenOnce(STATS_VISIBLE_THRESHOLD);
  const counts = useStatsCounts(seen);
  const animate = !useReducedMotion();
  // Cached counts from an earlier visit wait for the block to be seen, like fresh ones.
  const shown = seen ? counts.data : undefined;
  return (
    <section
      ref={observe}
      aria-labelledby="home-stats"
      aria-busy={seen && counts.isPending}
      className="relative isolate overflow-hidden bg-brand-950 text-white"
    >
      <BackgroundVideo
        name="home-stats-loop"
        width={960}
        height={360}
        className="absolute inset-0 -z-20 size-full"
      />
      <div className="absolute inset-0 -z-10 bg-brand-950/75" />
      <div className="page-container py-14 md:py-20">
        <h2 id="home-stats" className="text-2xl font-bold">
          {t('home.statsHeading')}
        </h2>
        <p className="mt-2 max-w-2xl text-brand-100">{t('home.statsLead')}</p>
        <ul className="mt-8 grid gap-8 text-center sm:grid-cols-3">
          {COUNTERS.map(({ count, label }) => (
            <Counter
              key={count}
              label={t(label)}
              target={shown?.[count]}
              failed={counts.isError}
              animate={animate}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}

interface CounterProps {
  label: string;
  target: number | undefined;
  failed: boolean;
  animate: boolean;
}

/**
 * One counter. The moving number is hidden from screen readers, which read the final one once
 * it is known, so nobody hears fifty numbers go by.
 */
function Counter({ label, target, failed, animate }: CounterProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const value = useCountUp(target, animate);
  return (
    <li className="flex flex-col items-center">
      <span
        aria-hidden="true"
        data-counter
        className="min-h-12 text-4xl leading-tight font-bold tabular-nums md:text-5xl"
      >
        {value !== undefined ? (
          formatNumber(value, language)
        ) : failed ? (
          '—'
        ) : (
          <span className="inline-block h-10 w-24 rounded-md bg-white/15 motion-safe:animate-pulse" />
        )}
      </span>
      {target !== undefined ? (
        <span className="sr-only">{formatNumber(target, language)}</span>
      ) : failed ? (
        <span className="sr-only">{t('home.statsUnavailable')}</span>
      ) : null}
      <span className="mt-1 text-lg text-brand-100">{label}</span>
    </li>
  );
}
