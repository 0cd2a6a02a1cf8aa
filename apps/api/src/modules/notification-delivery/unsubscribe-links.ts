import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { NOTIFICATION_KINDS } from '@tabarru/contract/notifications';
import {
  NOTIFICATION_CHANNELS,
  UNSUBSCRIBE_LINK_DAYS,
  type NotificationChannel,
  type UnsubscribeTarget,
} from '@tabarru/contract/notification-preferences';

/** What an unsubscribe link stops, for whom, and its once-only nonce. */
export interface UnsubscribeGrant {
  memberId: number;
  kind: UnsubscribeTarget;
  channel: NotificationChannel;
  /** when the link was made, in ms since the epoch */
  issuedAt: number;
  /** random, stored once the link is used: a link works once */
  nonce: string;
}

const TARGETS: ReadonlySet<string> = new Set([...NOTIFICATION_KINDS, 'digest']);
const CHANNELS: ReadonlySet<string> = new Set(NOTIFICATION_CHANNELS);
const LINK_LIFE_MS = UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60_000;

function signature(serverSecret: string, payload: string): Buffer {
  return createHmac('sha256', serverSecret).update(`unsubscribe\u0000${payload}`).digest();
}

/**
 * A signed token naming the member, the kind and the channel it stops: the payload in clear
 * (base64url) and its HMAC-SHA256 under the server secret, so it needs no sign-in and cannot be
 * made or altered without the secret.
 */
export function signUnsubscribeToken(
  serverSecret: string,
  grant: Omit<UnsubscribeGrant, 'nonce' | 'issuedAt'>,
  issuedAt: number,
  nonce = randomBytes(12).toString('base64url'),
): string {
  const payload = [
    grant.memberId,
    grant.kind,
    grant.channel,
    Math.floor(issuedAt / 1000),
    nonce,
  ].join('.');
  const encoded = Buffer.from(payload).toString('base64url');
  return `${encoded}.${signature(serverSecret, payload).toString('base64url')}`;
}

/**
 * The grant of a token, or null when it is malformed, not signed with this secret, altered, or
 * older than UNSUBSCRIBE_LINK_DAYS at `now`.
 */
export function readUnsubscribeToken(
  serverSecret: string,
  token: string,
  now: number,
): UnsubscribeGrant | null {
  const [encoded, signed, ...rest] = token.split('.');
  if (!encoded || !signed || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = signature(serverSecret, payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [member, kind, channel, issued, nonce] = payload.split('.');
  const memberId = Number(member);
  const issuedAt = Number(issued) * 1000;
  if (!Number.isSafeInteger(memberId) || memberId <= 0 || !Number.isFinite(issuedAt)) return null;
  if (!kind || !TARGETS.has(kind) || !channel || !CHANNELS.has(channel) || !nonce) return null;
  if (now - issuedAt > LINK_LIFE_MS || issuedAt - now > 60_000) return null;
  return {
    memberId,
    kind: kind as UnsubscribeTarget,
    channel: channel as NotificationChannel,
    issuedAt,
    nonce,
  };
}
