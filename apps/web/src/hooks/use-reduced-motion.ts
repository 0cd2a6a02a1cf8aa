import { useMediaQuery } from './use-media-query';

/** Whether the visitor asked the system for less motion; follows changes while open. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
