import 'swiper/css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';

import type { Event } from '@tabarru/contract/events';

import { useLanguage } from '../../hooks/use-language';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { carouselOptions } from './carousel-settings';
import { EventCard } from './event-card';

const CONTROL =
  'rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 shadow-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The sliding cards. Swiper reads the writing direction once, when it starts, so it is keyed
 * by the language and starts again when the page switches between English and Arabic.
 */
export default function EventsSlides({ events }: { events: Event[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);
  const options = carouselOptions(events.length, reducedMotion);

  function handleTogglePlay() {
    if (!swiper) return;
    if (paused) swiper.autoplay.start();
    else swiper.autoplay.stop();
    setPaused(!paused);
  }

  return (
    <div className="mt-4">
      <Swiper
        key={`${language}-${reducedMotion ? 'still' : 'moving'}`}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        modules={[Autoplay, A11y, Keyboard]}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: t('events.carousel.previous'),
          nextSlideMessage: t('events.carousel.next'),
        }}
        onSwiper={setSwiper}
        {...options}
      >
        {events.map((event) => (
          <SwiperSlide key={event.id} className="h-auto pb-1">
            <EventCard event={event} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-3 flex justify-center gap-2">
        <button
          type="button"
          onClick={() => swiper?.slidePrev()}
          aria-label={t('events.carousel.previous')}
          className={CONTROL}
        >
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ‹
          </span>
        </button>
        {!reducedMotion && (
          <button type="button" onClick={handleTogglePlay} className={CONTROL}>
            {paused ? t('events.carousel.play') : t('events.carousel.pause')}
          </button>
        )}
        <button
          type="button"
          onClick={() => swiper?.slideNext()}
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
