import { describe, expect, it } from 'vitest';

import type { ChatMessage } from '@tabarru/contract/messages';

import { mergeMessages, withStatus } from './conversation-state';

const message = (id: number, minute: number, status: ChatMessage['status'] = 'sent') => ({
  id,
  sender_id: 1,
  content: `Message ${id}`,
  timestamp: new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString(),
  status,
  post_id: null,
  ask: null,
});

describe('mergeMessages', () => {
  it('joins the pages and the live messages in sending order, each once', () => {
    const latest = [message(3, 3), message(4, 4)];
    const older = [message(1, 1), message(2, 2)];
    const live = [message(5, 5), message(4, 4)];
    expect(mergeMessages([latest, older], live, new Map()).map((m) => m.id)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('keeps the furthest status, from a copy or an update, and never goes back', () => {
    const pages = [[message(1, 1, 'read'), message(2, 2, 'sent')]];
    const live = [message(1, 1, 'sent'), message(2, 2, 'delivered')];
    let updates = withStatus(new Map(), 2, 'read');
    updates = withStatus(updates, 2, 'delivered');
    updates = withStatus(updates, 1, 'delivered');
    expect(mergeMessages(pages, live, updates).map((m) => m.status)).toEqual(['read', 'read']);
  });
});
