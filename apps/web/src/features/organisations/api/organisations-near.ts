import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { Category, Region } from '@tabarru/contract/constants';
import type { OrganisationsNearReply } from '@tabarru/contract/organisations-near';

import { apiRequest } from '../../../lib/api-client';

/** What the give form knows of the item so far: its category, and where it is. */
export interface GiverChoice {
  category: Category;
  /** an id of the places list, when one is chosen */
  place?: string;
  region?: Region;
}

/** GET /api/organisations: the verified organisations that accept the category, nearest first. */
export function getOrganisationsNear(
  choice: GiverChoice,
  signal?: AbortSignal,
): Promise<OrganisationsNearReply> {
  const query = new URLSearchParams({ category: choice.category });
  if (choice.place) query.set('place', choice.place);
  else if (choice.region) query.set('region', choice.region);
  return apiRequest<OrganisationsNearReply>(`/api/organisations?${query.toString()}`, { signal });
}

/** The suggestions for a choice; the last ones stay shown while a changed choice is read. */
export function useOrganisationsNear(choice: GiverChoice) {
  return useQuery({
    queryKey: ['organisations', 'near', choice.category, choice.place ?? '', choice.region ?? ''],
    queryFn: ({ signal }) => getOrganisationsNear(choice, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
