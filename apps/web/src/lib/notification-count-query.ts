import { queryOptions, skipToken } from '@tanstack/react-query';

import { warnOnFailure } from './warn-on-failure';

/**
 * The query of a count on the signed-in member's badge, under their ['account', userId] key, which
 * signing out clears. A failure is logged only and the badge keeps its last value, so it is not
 * retried. Until counts arrive live, they are asked again whenever the page regains focus (and
 * after the member's own actions, which invalidate them).
 */
export function notificationCountQuery<Reply>(
  userId: number | undefined,
  count: { key: string; name: string; read: (userId: number) => Promise<Reply> },
) {
  return queryOptions({
    queryKey: ['account', userId, count.key],
    queryFn:
      userId === undefined
        ? skipToken
        : () => warnOnFailure(`notification counts: ${count.name}`, count.read(userId)),
    retry: false,
    refetchOnWindowFocus: 'always',
  });
}
