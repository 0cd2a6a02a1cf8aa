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
