import type { PushPublicKeyReply } from '@tabarru/contract/notification-preferences';

import { apiRequest } from '../../../lib/api-client';

/** GET /api/push/public-key: the server's VAPID key, the browser's applicationServerKey. */
export async function getPushPublicKey(): Promise<string> {
  return (await apiRequest<PushPublicKeyReply>('/api/push/public-key')).publicKey;
}

/** POST /api/push/subscriptions: this device's subscription now belongs to the member. */
export function saveSubscription(subscription: PushSubscriptionJSON): Promise<unknown> {
  return apiRequest('/api/push/subscriptions', { method: 'POST', body: subscription });
}

/** DELETE /api/push/subscriptions: the device no longer pushes to the member. */
export function removeSubscription(endpoint: string): Promise<unknown> {
  return apiRequest('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}
