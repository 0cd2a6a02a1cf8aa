import { useInfiniteQuery } from '@tanstack/react-query';

import type { AuditLogReply } from '@tabarru/contract/audit';

import { apiRequest } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './admin-lists';

/** GET /admin/audit-log: newest first, a page at a time. */
export function getAuditLog(cursor: string | null, signal?: AbortSignal): Promise<AuditLogReply> {
  const query = cursor === null ? '' : `?cursor=${encodeURIComponent(cursor)}`;
  return apiRequest<AuditLogReply>(`/admin/audit-log${query}`, { signal });
}

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'audit-log'],
    queryFn: ({ pageParam, signal }) => getAuditLog(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: AuditLogReply) => last.nextCursor,
  });
}
