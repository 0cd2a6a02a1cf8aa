/** The events carousel of spec 001 §9. */
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_SPEED_MS = 500;
/** Slides in view from each width (px) up: 1 below 640, 2 from 640, 3 from 1024. */
export const CAROUSEL_BREAKPOINTS = {
  640: { slidesPerView: 2 },
  1024: { slidesPerView: 3 },
} as const;
const MOST_SLIDES_IN_VIEW = 3;

/**
 * Swiper's options for `count` events. Looping needs more slides than fit in view, so fewer
 * events rewind instead; with reduced motion nothing moves by itself and changes are instant.
 */
export function carouselOptions(count: number, reducedMotion: boolean) {
  const loop = count > MOST_SLIDES_IN_VIEW;
  return {
    slidesPerView: 1,
    spaceBetween: 20,
    breakpoints: CAROUSEL_BREAKPOINTS,
    speed: reducedMotion ? 0 : CAROUSEL_SPEED_MS,
    loop,
    rewind: !loop,
    autoplay: reducedMotion
      ? false
      : { delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
  } as const;
}
