import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';

import { ADMIN_PAGE_SIZE } from '@tabarru/contract/admin';

import { apiRequestPage, type ApiPage } from '../../../lib/api-client';

/** The root of every admin list's query key. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/** The path of one page of an admin list, searched by `q`, after `cursor`. */
function pagePath(path: string, q: string, cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
  if (q !== '') query.set('q', q);
  if (cursor !== null) query.set('cursor', cursor);
  return `${path}?${query.toString()}`;
}

/**
 * An admin list read page by page (GET /admin/users, GET /admin/posts), searched by `q` in the
 * database; the next page is asked for with the cursor the previous one brought.
 */
export function useAdminList<Row>(path: '/admin/users' | '/admin/posts', q: string) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_QUERY_KEY, path, q],
    queryFn: ({ pageParam, signal }) =>
      apiRequestPage<Row>(pagePath(path, q, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ApiPage<Row>) => last.nextCursor,
  });
}

/**
 * After an administrator's change every list may show it (a deleted member's posts leave the
 * feed, an approved post returns to it): everything on screen is read again.
 */
export function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}
