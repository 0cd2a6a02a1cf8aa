import { useEffect, useRef, useState } from 'react';

import type { Event } from '@tabarru/contract/events';

import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { useTranslation } from '../../i18n/use-translation';
import { CAROUSEL_AUTOPLAY_MS, nextOffset } from './carousel-step';
import { EventCard } from './event-card';

const CONTROL =
  'rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 shadow-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The gap between slides (Tailwind's gap-5), counted in a slide's step. */
const GAP_PX = 20;

/** Scrolls `row` one slide on (`1`) or back (`-1`), rewinding past either end. */
function slide(row: HTMLElement | null, step: 1 | -1): void {
  const first = row?.firstElementChild;
  if (!row || !(first instanceof HTMLElement)) return;
  // Right to left, the row scrolls to negative positions from its start.
  const sign = getComputedStyle(row).direction === 'rtl' ? -1 : 1;
  const offset = nextOffset(
    {
      offset: Math.abs(row.scrollLeft),
      end: row.scrollWidth - row.clientWidth,
      slide: first.offsetWidth + GAP_PX,
    },
    step,
  );
  row.scrollLeft = sign * offset;
}

/**
 * The sliding cards: a row that scrolls and snaps to each card (one in view on a phone, two
 * from 640 px, three from 1024 px), moved on every 3 s unless motion is reduced, paused or
 * pointed at. The browser does the sliding, so no carousel library loads with the feed.
 */
export function EventsSlides({ events }: { events: Event[] }) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const rowRef = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  const [pointedAt, setPointedAt] = useState(false);

  const playing = !reducedMotion && !paused && !pointedAt && events.length > 1;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => slide(rowRef.current, 1), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  return (
    <div
      className="mt-4"
      onPointerEnter={() => setPointedAt(true)}
      onPointerLeave={() => setPointedAt(false)}
    >
      <ul
        ref={rowRef}
        className="flex snap-x snap-mandatory gap-5 overflow-x-auto scroll-smooth pb-1 [scrollbar-width:none] motion-reduce:scroll-auto"
      >
        {events.map((event) => (
          <li
            key={event.id}
            className="w-full shrink-0 snap-start sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-2.5rem)/3)]"
          >
            <EventCard event={event} />
          </li>
        ))}
      </ul>
      <div className="mt-3 flex justify-center gap-2">
        <button
          type="button"
          onClick={() => slide(rowRef.current, -1)}
          aria-label={t('events.carousel.previous')}
          className={CONTROL}
        >
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ‹
          </span>
        </button>
        {!reducedMotion && (
          <button type="button" onClick={() => setPaused(!paused)} className={CONTROL}>
            {paused ? t('events.carousel.play') : t('events.carousel.pause')}
          </button>
        )}
        <button
          type="button"
          onClick={() => slide(rowRef.current, 1)}
          aria-label={t('events.carousel.next')}
          className={CONTROL}
        >
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ›
          </span>
        </button>
      </div>
    </div>
  );
}
