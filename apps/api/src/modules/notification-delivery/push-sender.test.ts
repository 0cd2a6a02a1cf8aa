import { createECDH } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { isP256PublicKey, isPushServiceEndpoint, pushOutcomeOf } from './push-sender';

describe('a push service’s answer', () => {
  it('is delivered, gone, worth another try, or refused for good', () => {
    expect(pushOutcomeOf(201, null)).toEqual({ result: 'sent' });
    expect(pushOutcomeOf(404, null)).toEqual({ result: 'gone' });
    expect(pushOutcomeOf(410, null)).toEqual({ result: 'gone' });
    expect(pushOutcomeOf(429, '120')).toMatchObject({ result: 'retry', retryAfterSeconds: 120 });
    expect(pushOutcomeOf(503, 'soon')).toMatchObject({ result: 'retry', retryAfterSeconds: null });
    expect(pushOutcomeOf(413, null)).toEqual({ result: 'refused', status: 413 });
    expect(pushOutcomeOf(403, null)).toEqual({ result: 'refused', status: 403 });
  });
});

describe('a subscription’s endpoint', () => {
  it('must be the https address of a push service browsers use', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(true);
    }
    for (const endpoint of [
      'https://push.example.com/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://push.apple.com.example.net/x',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1:8443/push',
      'https://[::1]/push',
      'https://10.0.0.5/push',
      'https://localhost/push',
      'https://push.localhost/x',
      'https://user:pass@fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
    }
  });
});

describe('a subscription’s p256dh key', () => {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const point = browser.getPublicKey();
  const key = (bytes: Buffer) => bytes.toString('base64url');

  it('is the browser’s public key: an uncompressed point on P-256', () => {
    expect(isP256PublicKey(key(point))).toBe(true);
  });

  it('is refused off the curve, as the point at infinity, or in another form', () => {
    const offCurve = Buffer.from(point);
    offCurve[64] = (offCurve[64] ?? 0) ^ 1;
    const zeros = Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]);
    const hybrid = Buffer.from(point);
    hybrid[0] = 6 + ((point[64] ?? 0) & 1);
    const compressed = browser.getPublicKey(null, 'compressed');
    for (const [label, bytes] of Object.entries({
      offCurve,
      zeros,
      hybrid,
      compressed,
      'the same byte 65 times': Buffer.alloc(65, 4),
      'x past the field': Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 0xff)]),
      'a byte too many': Buffer.concat([point, Buffer.from([0])]),
      empty: Buffer.alloc(0),
    })) {
      expect(isP256PublicKey(key(bytes)), label).toBe(false);
    }
  });
});
