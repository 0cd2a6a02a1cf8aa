import { pushSupported } from '../../lib/push-prompt';
import { getPushPublicKey, removeSubscription, saveSubscription } from './api/push-subscription';

/**
 * Web push on this device: whether the browser can, whether the member allowed it, and turning
 * it on and off. The service worker that shows the pushes is registered by the app; this code
 * only waits for it (`navigator.serviceWorker.ready`), and says so when there is none.
 */
export type DeviceState = 'unsupported' | 'denied' | 'off' | 'on';

/** No service worker controls the site here: nothing could show a push. */
export class ServiceWorkerMissing extends Error {}

/** How long to wait for the service worker to be ready before saying it is missing. */
const READY_TIMEOUT_MS = 5000;

async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!(await navigator.serviceWorker.getRegistration())) return null;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_TIMEOUT_MS)),
  ]);
}

/** The bytes of a base64url text (a VAPID public key), as pushManager.subscribe takes them. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** Whether this device pushes to the member now. */
export async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  const registration = await readyRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/**
 * Asks the browser's permission, subscribes with the server's key (again if the key changed)
 * and gives the subscription to the API. Throws ServiceWorkerMissing when nothing could show
 * a push here.
 */
export async function turnOnDevice(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const registration = await readyRegistration();
  if (!registration) throw new ServiceWorkerMissing();
  const key = base64UrlToBytes(await getPushPublicKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await saveSubscription(subscription.toJSON());
  return 'on';
}

/** Takes the subscription from the API and from the browser. */
export async function turnOffDevice(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  const registration = await readyRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await removeSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
