import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { notificationCountQuery } from './notification-count-query';

describe('notificationCountQuery', () => {
  it('hands its read a signal that cancelling the member’s queries aborts, as signing out does', async () => {
    const client = new QueryClient();
    let seen: AbortSignal | undefined;
    const reading = client.fetchQuery(
      notificationCountQuery(7, {
        key: 'unreadCount',
        name: 'unread messages',
        read: (_userId, signal) => {
          seen = signal;
          return new Promise<never>(() => undefined);
        },
      }),
    );
    await Promise.resolve();
    expect(seen?.aborted).toBe(false);
    await client.cancelQueries({ queryKey: ['account'] });
    expect(seen?.aborted).toBe(true);
    await expect(reading).rejects.toBeDefined();
  });
});
