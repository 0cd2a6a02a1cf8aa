import type { Notification, NotificationKind } from '@tabarru/contract/notifications';

import { isolated } from '../../lib/format';

/** The sentence of each kind, under notifications.kinds. */
const KIND_KEYS = {
  claim_received: 'notifications.kinds.claim_received',
  claim_confirmed: 'notifications.kinds.claim_confirmed',
  claim_declined: 'notifications.kinds.claim_declined',
  message: 'notifications.kinds.message',
  rating_received: 'notifications.kinds.rating_received',
  post_flagged: 'notifications.kinds.post_flagged',
  post_approved: 'notifications.kinds.post_approved',
  search_match: 'notifications.kinds.search_match',
  wanted_match: 'notifications.kinds.wanted_match',
  new_sign_in: 'notifications.kinds.new_sign_in',
  ask_received: 'notifications.kinds.ask_received',
  ask_promised: 'notifications.kinds.ask_promised',
  ask_elsewhere: 'notifications.kinds.ask_elsewhere',
  promise_withdrawn: 'notifications.kinds.promise_withdrawn',
  pickup_times_offered: 'notifications.kinds.pickup_times_offered',
  pickup_time_picked: 'notifications.kinds.pickup_time_picked',
  pickup_time_asked: 'notifications.kinds.pickup_time_asked',
  pickup_soon: 'notifications.kinds.pickup_soon',
  pickup_now: 'notifications.kinds.pickup_now',
  pickup_outcome: 'notifications.kinds.pickup_outcome',
  pickup_missed: 'notifications.kinds.pickup_missed',
  ask_withdrawn: 'notifications.kinds.ask_withdrawn',
  draw_won: 'notifications.kinds.draw_won',
  draw_done: 'notifications.kinds.draw_done',
  still_available: 'notifications.kinds.still_available',
  offer_expired: 'notifications.kinds.offer_expired',
  organisation_suggested: 'notifications.kinds.organisation_suggested',
} as const satisfies Record<NotificationKind, string>;

/**
 * The kinds whose sentence names the item ({{title}}): their row does not repeat its title
 * under the sentence.
 */
const KINDS_NAMING_THE_ITEM: ReadonlySet<NotificationKind> = new Set([
  'ask_received',
  'ask_promised',
  'ask_elsewhere',
  'promise_withdrawn',
  'pickup_times_offered',
  'pickup_time_picked',
  'pickup_time_asked',
  'pickup_soon',
  'pickup_now',
  'pickup_outcome',
  'pickup_missed',
  'ask_withdrawn',
  'draw_won',
  'draw_done',
  'still_available',
  'offer_expired',
  'organisation_suggested',
]);

/** A new sign-in from a device whose browser or system its user agent did not name. */
const UNNAMED_DEVICE_KEY = 'notifications.kinds.new_sign_in_unnamed';

export interface NotificationText {
  key: (typeof KIND_KEYS)[NotificationKind] | typeof UNNAMED_DEVICE_KEY;
  values: {
    actor: string;
    count: number;
    rating: string;
    browser: string;
    system: string;
    title: string;
  };
  /** the sentence names the item, so its title is not shown again beside it */
  namesItem: boolean;
}

/**
 * What a notification says, as a catalog key and its values: who did it, how many messages
 * (the key's plural forms choose the words), the stars of a rating in the page's digits, the
 * browser and system of a new sign-in (proper names, as the browser gave them), the item's
 * title (its writer's words, isolated so they keep their own direction in the sentence).
 */
export function notificationText(
  notification: Notification,
  formatNumber: (value: number) => string,
): NotificationText {
  const { browser = null, system = null } = notification.device ?? {};
  const unnamed = notification.kind === 'new_sign_in' && (browser === null || system === null);
  return {
    key: unnamed ? UNNAMED_DEVICE_KEY : KIND_KEYS[notification.kind],
    values: {
      actor: notification.actor?.username ?? '',
      count: notification.count,
      rating: formatNumber(notification.rating ?? 0),
      browser: browser ?? '',
      system: system ?? '',
      title: notification.post ? isolated(notification.post.title) : '',
    },
    namesItem: KINDS_NAMING_THE_ITEM.has(notification.kind),
  };
}
