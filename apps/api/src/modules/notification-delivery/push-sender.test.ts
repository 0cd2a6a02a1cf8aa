import { describe, expect, it } from 'vitest';

import { isPushServiceEndpoint, pushOutcomeOf } from './push-sender';

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
  it('must be a push service’s https address on a host name', () => {
    expect(isPushServiceEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPushServiceEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(
      true,
    );
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1:8443/push',
      'https://[::1]/push',
      'https://10.0.0.5/push',
      'https://localhost/push',
      'https://push.localhost/x',
      'https://user:pass@push.example.com/x',
      'not a url',
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
    }
  });
});
