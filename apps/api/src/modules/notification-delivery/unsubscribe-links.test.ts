import { describe, expect, it } from 'vitest';

import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-links';

const SECRET = 'a-server-secret-long-enough-for-tests';
const NOW = Date.UTC(2026, 10, 24, 9);
const DAY = 24 * 60 * 60_000;

describe('an unsubscribe token', () => {
  const token = signUnsubscribeToken(
    SECRET,
    { memberId: 12, kind: 'claim_received', channel: 'email' },
    NOW,
    'nonce1',
  );

  it('names the member, kind and channel it was signed for', () => {
    expect(readUnsubscribeToken(SECRET, token, NOW + DAY)).toEqual({
      memberId: 12,
      kind: 'claim_received',
      channel: 'email',
      issuedAt: NOW,
      nonce: 'nonce1',
    });
  });

  it('is refused when signed with another secret, altered, or past 90 days', () => {
    expect(readUnsubscribeToken('another-secret-of-the-same-length!!!!', token, NOW)).toBeNull();
    const [payload = '', signature = ''] = token.split('.');
    const altered = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('12.', '13.'),
    ).toString('base64url');
    expect(readUnsubscribeToken(SECRET, `${altered}.${signature}`, NOW)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${payload}.${signature}x`, NOW)).toBeNull();
    expect(readUnsubscribeToken(SECRET, payload, NOW)).toBeNull();
    expect(readUnsubscribeToken(SECRET, token, NOW + 91 * DAY)).toBeNull();
    expect(readUnsubscribeToken(SECRET, token, NOW - DAY)).toBeNull();
  });

  it('refuses a well-signed payload that names no known kind or channel', () => {
    for (const grant of [
      { memberId: 12, kind: 'birthdays', channel: 'email' },
      { memberId: 12, kind: 'message', channel: 'sms' },
      { memberId: 0, kind: 'message', channel: 'email' },
    ]) {
      const odd = signUnsubscribeToken(SECRET, grant as never, NOW);
      expect(readUnsubscribeToken(SECRET, odd, NOW), JSON.stringify(grant)).toBeNull();
    }
  });
});
