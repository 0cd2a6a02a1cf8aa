import type { Notification, NotificationKind } from '@tabarru/contract/notifications';

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
} as const satisfies Record<NotificationKind, string>;

/** A new sign-in from a device whose browser or system its user agent did not name. */
const UNNAMED_DEVICE_KEY = 'notifications.kinds.new_sign_in_unnamed';

export interface NotificationText {
  key: (typeof KIND_KEYS)[NotificationKind] | typeof UNNAMED_DEVICE_KEY;
  values: { actor: string; count: number; rating: string; browser: string; system: string };
}

/**
 * What a notification says, as a catalog key and its values: who did it, how many messages
 * (the key's plural forms choose the words), the stars of a rating in the page's digits, the
 * browser and system of a new sign-in (proper names, as the browser gave them).
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
    },
  };
}
