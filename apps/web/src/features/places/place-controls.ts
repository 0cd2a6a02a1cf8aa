import { lazy } from 'react';

import type { PlaceControls } from '../../lib/places';
import { loadPlaceData } from './load-place-data';

/** The picker and the location button, one chunk, loaded when a page first shows either. */
const loadControls = () => import('./place-controls-chunk');

/**
 * What the app layer hands the pages that ask where: the place picker and Use my location, each
 * loaded when first shown (a page shows them inside Suspense), so a first visit to the feed
 * carries neither, nor the list of places, which the picker loads in turn when first focused.
 */
export const PLACE_CONTROLS: PlaceControls = {
  Picker: lazy(async () => ({ default: (await loadControls()).PlacePicker })),
  LocateButton: lazy(async () => ({ default: (await loadControls()).LocateButton })),
  preload: () => {
    // A failure shows where they are used, when they are.
    loadControls().catch(() => undefined);
    loadPlaceData().catch(() => undefined);
  },
};
