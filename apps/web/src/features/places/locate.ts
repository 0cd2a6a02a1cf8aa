import { isInJordanBounds, type Point } from '@tabarru/contract/geo';

import { roundCoordinate } from '../../lib/places';

/** Why no position came: refused, not found (or too slow), or not in Jordan. */
export type LocateFailure = 'denied' | 'unavailable' | 'outside';

export type LocateOutcome = { point: Point } | { failure: LocateFailure };

/** GeolocationPositionError.PERMISSION_DENIED */
const PERMISSION_DENIED = 1;

/** A city block is close enough, and a position a few minutes old still is. */
const OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 15_000,
  maximumAge: 5 * 60_000,
};

/**
 * The device's position, asked of the browser (which asks the person first), rounded to 6
 * decimals, the most the API takes; or why there is none. A browser without geolocation, or
 * a page not served securely, has none to give.
 */
export function locate(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocateOutcome> {
  return new Promise((resolve) => {
    if (!geolocation) {
      resolve({ failure: 'unavailable' });
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = {
          lat: roundCoordinate(coords.latitude),
          lng: roundCoordinate(coords.longitude),
        };
        resolve(isInJordanBounds(point) ? { point } : { failure: 'outside' });
      },
      (error) => resolve({ failure: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      OPTIONS,
    );
  });
}
