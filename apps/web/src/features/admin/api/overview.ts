import { useQuery } from '@tanstack/react-query';

import type { AdminOverviewReply } from '@tabarru/contract/admin';

import { apiRequest } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './admin-lists';

/** GET /api/admin/overview: members, posts, handovers and reports, week by week and in all. */
export function getAdminOverview(signal?: AbortSignal): Promise<AdminOverviewReply> {
  return apiRequest<AdminOverviewReply>('/api/admin/overview', { signal });
}

export function useAdminOverview() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'overview'],
    queryFn: ({ signal }) => getAdminOverview(signal),
  });
}
