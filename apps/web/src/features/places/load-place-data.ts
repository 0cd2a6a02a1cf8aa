import type * as placeData from './place-data';

/** The module of the list of places, its own chunk. */
export type PlaceData = typeof placeData;

let loaded: PlaceData | undefined;
let loading: Promise<PlaceData> | undefined;

/** The list of places when it has loaded. */
export function loadedPlaceData(): PlaceData | undefined {
  return loaded;
}

/** Loads the list of places once; a failed load (offline) may be tried again. */
export function loadPlaceData(): Promise<PlaceData> {
  loading ??= import('./place-data').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
