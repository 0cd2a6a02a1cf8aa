import { useEffect, useRef } from 'react';

import { REDUCED_MOTION, useReducedMotion } from '../../hooks/use-reduced-motion';

interface BackgroundVideoProps {
  /** a loop drawn by apps/web/scripts/make-videos.sh: /media/<name>.webm with <name>.jpg */
  name: string;
  width: number;
  height: number;
  className?: string;
}

/** Whether the visitor asks for less motion now, as the browser says it. */
function reducedMotionNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * A silent looping clip behind content: decoration only, hidden from screen readers and out of
 * the tab order. Nothing of it loads before it plays, and it plays only once the page runs, so it
 * never delays the page, even drawn by the web host; visitors who ask for less motion see its
 * poster and no video at all.
 */
export function BackgroundVideo({ name, width, height, className = '' }: BackgroundVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  // Followed while open; asked of the browser itself as the page starts, since a page drawn on
  // the server is taken over as drawn, for no one's preference.
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (reducedMotion || reducedMotionNow()) element.pause();
    // A browser may refuse to play (data saving, no autoplay): the poster stays.
    else
      Promise.resolve()
        .then(() => element.play())
        .catch(() => undefined);
  }, [reducedMotion]);

  return (
    <video
      ref={video}
      aria-hidden="true"
      tabIndex={-1}
      muted
      loop
      playsInline
      preload="none"
      poster={`/media/${name}.jpg`}
      width={width}
      height={height}
      className={`pointer-events-none object-cover ${className}`}
    >
      <source src={`/media/${name}.webm`} type="video/webm" />
    </video>
  );
}
