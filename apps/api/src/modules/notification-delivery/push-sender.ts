import { createPublicKey } from 'node:crypto';

import webpush from 'web-push';

import { BoundedQueue } from '../../infra/bounded-queue';
import type { PushPayload } from '@tabarru/contract/push';

/** The server's VAPID identity: its key pair and a contact (mailto: or https:). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A device's subscription as the browser gave it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the push service answered: delivered; gone (404, 410: the subscription ended, remove
 * it); worth another try later (429, 5xx, a timeout, a network error, our line full); or
 * refused for good (another 4xx: a bad request or a VAPID key it does not accept).
 */
export type PushOutcome =
  | { result: 'sent' }
  | { result: 'gone' }
  | { result: 'retry'; retryAfterSeconds: number | null; reason: string }
  | { result: 'refused'; status: number };

/** The outcome of a push service's HTTP status. */
export function pushOutcomeOf(status: number, retryAfter: string | null): PushOutcome {
  if (status >= 200 && status < 300) return { result: 'sent' };
  if (status === 404 || status === 410) return { result: 'gone' };
  if (status === 429 || status === 408 || status >= 500) {
    const seconds = retryAfter === null ? NaN : Number(retryAfter);
    return {
      result: 'retry',
      retryAfterSeconds: Number.isFinite(seconds) && seconds >= 0 ? seconds : null,
      reason: `status ${status}`,
    };
  }
  return { result: 'refused', status };
}

/**
 * The push services browsers subscribe with: Chrome, Edge, Opera, Samsung Internet and Brave
 * (Firebase Cloud Messaging), Firefox (Mozilla's autopush), Safari (Apple) and Windows (WNS).
 * A host is one of them, or a name under one ending with a dot.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
] as const;

/**
 * Whether a subscription's endpoint is the https address of a known push service, so a member
 * cannot make the API post to machines of its own network or to any other server.
 */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) =>
    known.startsWith('.') ? host.endsWith(known) : host === known,
  );
}

/**
 * The devices a member's notifications are pushed to at most (their phones, laptops and
 * browsers): each is a push through the line every member shares, so one member cannot add
 * enough of them to fill it.
 */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;

/** An uncompressed P-256 point: the byte 0x04, then x and y of 32 bytes each. */
const P256_POINT_BYTES = 65;

/**
 * Whether a subscription's `p256dh` is a browser's public key: an uncompressed point on P-256,
 * the form RFC 8291 encrypts to. Every push to any other value would fail to encrypt and be
 * tried again, through the line every member's pushes share.
 */
export function isP256PublicKey(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== P256_POINT_BYTES || point[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: point,
      format: 'raw-public',
      asymmetricKeyType: 'ec',
      namedCurve: 'P-256',
    });
    return true;
  } catch {
    return false;
  }
}

/** How long a push may wait for the push service's answer. */
const PUSH_REQUEST_TIMEOUT_MS = 10_000;
/** A push lives this long at the push service while the device is offline. */
const PUSH_TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

export interface PushSenderOptions {
  vapid: VapidKeys;
  /** pushes sent at once, and waiting: past the line a push is tried again by the next run */
  concurrency?: number;
  waiting?: number;
}

export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

class PushLineFull extends Error {}

/**
 * Encrypts with web-push (RFC 8291, aes128gcm, signed with VAPID, RFC 8292) and posts to the
 * push service through a bounded line, so a burst of notifications never opens more than a few
 * connections at once.
 */
export function createPushSender({
  vapid,
  concurrency = 8,
  waiting = 2000,
}: PushSenderOptions): PushSender {
  const line = new BoundedQueue({
    concurrency,
    waiting,
    whenFull: () => new PushLineFull('the push line is full'),
    whenAbandoned: () => new PushLineFull('abandoned'),
  });

  async function post(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: PUSH_TIME_TO_LIVE_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ?? undefined,
      signal: AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS),
      redirect: 'error',
    });
    await response.body?.cancel();
    return pushOutcomeOf(response.status, response.headers.get('retry-after'));
  }

  return {
    publicKey: vapid.publicKey,
    async send(target, payload) {
      try {
        return await line.run(() => post(target, payload));
      } catch (error) {
        return {
          result: 'retry',
          retryAfterSeconds: null,
          reason: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
}
