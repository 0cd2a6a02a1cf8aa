import { useMediaQuery } from './use-media-query';

/** The media query of a visitor who asked the system for less motion. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked the system for less motion; follows changes while open. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION);
}
