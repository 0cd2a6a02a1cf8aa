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
  count: {
    key: string;
    name: string;
    read: (userId: number, signal: AbortSignal) => Promise<Reply>;
  },
) {
  return queryOptions({
    queryKey: ['account', userId, count.key],
    // Cancellable: signing out stops a count still under way, whose answer would be a refusal.
    queryFn:
      userId === undefined
        ? skipToken
        : ({ signal }) =>
            warnOnFailure(`notification counts: ${count.name}`, count.read(userId, signal)),
    retry: false,
    refetchOnWindowFocus: 'always',
  });
}
