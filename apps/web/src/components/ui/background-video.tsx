import { useEffect, useRef } from 'react';

import { useReducedMotion } from '../../hooks/use-reduced-motion';

interface BackgroundVideoProps {
  /** a loop drawn by apps/web/scripts/make-videos.sh: /media/<name>.webm with <name>.jpg */
  name: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * A silent looping clip behind content: decoration only, hidden from screen readers and out of
 * the tab order. Nothing of it loads before it plays, so it never delays the page; visitors who
 * ask for less motion see its poster and no video at all.
 */
export function BackgroundVideo({ name, width, height, className = '' }: BackgroundVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  // autoPlay covers the first render; only a change of the preference needs a hand.
  const appliedPreference = useRef(reducedMotion);

  useEffect(() => {
    const element = video.current;
    if (!element || appliedPreference.current === reducedMotion) return;
    appliedPreference.current = reducedMotion;
    if (reducedMotion) element.pause();
    else element.play().catch(() => undefined);
  }, [reducedMotion]);

  return (
    <video
      ref={video}
      aria-hidden="true"
      tabIndex={-1}
      muted
      loop
      playsInline
      autoPlay={!reducedMotion}
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
