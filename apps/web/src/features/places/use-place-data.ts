import { useEffect, useState } from 'react';

import { loadedPlaceData, loadPlaceData, type PlaceData } from './load-place-data';

/**
 * The list of places once `wanted` (the picker was focused, or must name a place): undefined
 * until it has loaded; `failed` when it could not, until it is wanted again.
 */
export function usePlaceData(wanted: boolean): { data: PlaceData | undefined; failed: boolean } {
  const [data, setData] = useState(loadedPlaceData);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || data !== undefined) return;
    let current = true;
    loadPlaceData().then(
      (module) => {
        if (!current) return;
        setFailed(false);
        setData(module);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, data]);
  return { data: data ?? loadedPlaceData(), failed };
}
