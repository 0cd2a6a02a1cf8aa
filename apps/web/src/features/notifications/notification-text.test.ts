import { describe, expect, it } from 'vitest';

import type { Notification } from '@tabarru/contract/notifications';

import { notificationText } from './notification-text';

const base: Notification = {
  id: 1,
  kind: 'claim_received',
  created_at: '2026-11-27T09:00:00.000Z',
  read: false,
  count: 1,
  actor: { id: 7, username: 'Sara' },
  post: { id: 3, title: 'Sofa', thumbnail: null },
  rating: null,
  device: null,
  path: '/myclaims',
};

describe('notificationText', () => {
  it('names the kind, the member and the count', () => {
    expect(notificationText({ ...base, kind: 'message', count: 3 }, String)).toEqual({
      key: 'notifications.kinds.message',
      values: {
        actor: 'Sara',
        count: 3,
        rating: '0',
        browser: '',
        system: '',
        title: '\u2068Sofa\u2069',
      },
      namesItem: false,
    });
  });

  it('names the item of a pickup in the sentence, in its own direction, and not again beside it', () => {
    const promised = notificationText(
      { ...base, kind: 'ask_promised', post: { id: 3, title: 'كنبة', thumbnail: null } },
      String,
    );
    expect(promised).toMatchObject({
      key: 'notifications.kinds.ask_promised',
      values: { actor: 'Sara', title: '\u2068كنبة\u2069' },
      namesItem: true,
    });
    expect(notificationText({ ...base, kind: 'pickup_soon', actor: null }, String).key).toBe(
      'notifications.kinds.pickup_soon',
    );
  });

  it('names the offer a donor is asked about, or whose days ran out, in the sentence only', () => {
    for (const kind of ['still_available', 'offer_expired'] as const) {
      expect(notificationText({ ...base, kind, actor: null }, String)).toMatchObject({
        key: `notifications.kinds.${kind}`,
        values: { actor: '', title: '\u2068Sofa\u2069' },
        namesItem: true,
      });
    }
  });

  it('gives the stars of a rating formatted as the page formats numbers', () => {
    const formatted = (value: number) => `<${value}>`;
    expect(
      notificationText({ ...base, kind: 'rating_received', rating: 4 }, formatted).values.rating,
    ).toBe('<4>');
  });

  it('names nobody for an administrator’s decision', () => {
    expect(
      notificationText({ ...base, kind: 'post_approved', actor: null }, String).values.actor,
    ).toBe('');
  });

  it('names the browser and system of a new sign-in, or says the device was not named', () => {
    const signIn = { ...base, kind: 'new_sign_in' as const, actor: null, post: null };
    expect(
      notificationText({ ...signIn, device: { browser: 'Chrome', system: 'Android' } }, String),
    ).toMatchObject({
      key: 'notifications.kinds.new_sign_in',
      values: { browser: 'Chrome', system: 'Android' },
    });
    expect(
      notificationText({ ...signIn, device: { browser: null, system: 'Android' } }, String).key,
    ).toBe('notifications.kinds.new_sign_in_unnamed');
  });
});
