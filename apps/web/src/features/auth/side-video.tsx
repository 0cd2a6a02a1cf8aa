import { useEffect, useRef } from 'react';

import { useReducedMotion } from '../../hooks/use-reduced-motion';

/**
 * The decorative loop beside the registration form on medium and larger screens. The clip and
 * its poster are drawn by apps/web/scripts/make-videos.sh; it stays still for visitors who ask
 * for reduced motion.
 */
export function SideVideo() {
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
    <div aria-hidden="true" className="hidden md:block">
      <video
        ref={video}
        muted
        loop
        playsInline
        autoPlay={!reducedMotion}
        preload="metadata"
        poster="/media/registration-loop.jpg"
        width={480}
        height={640}
        className="h-full max-h-[40rem] w-full rounded-2xl object-cover shadow-sm"
      >
        <source src="/media/registration-loop.webm" type="video/webm" />
      </video>
    </div>
  );
}
