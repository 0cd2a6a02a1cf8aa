import { describe, expect, it } from 'vitest';

import { SESSION_LIFETIME_DAYS } from '@tabarru/contract/sessions';
import { SIGN_IN_CHALLENGE_MINUTES } from '@tabarru/contract/two-factor';

import { createSessionTokens } from './tokens';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const subject = {
  id: 7,
  username: 'sara',
  isAdmin: false,
  tokenVersion: 2,
  sessionId: 'AAAAAAAAAAAAAAAAAAAAAA',
};
const DAY_MS = 24 * 60 * 60 * 1000;

describe('createSessionTokens', () => {
  it('reads the claims of a token it issued, again and again', async () => {
    const tokens = createSessionTokens(SECRET);
    const token = await tokens.issue(subject);
    const first = await tokens.read(token);
    expect(first).toMatchObject({
      userId: 7,
      username: 'sara',
      isAdmin: false,
      tv: 2,
      sid: subject.sessionId,
    });
    expect(await tokens.read(token)).toEqual(first);
  });

  it('refuses a remembered token once it has expired', async () => {
    let now = Date.now();
    const tokens = createSessionTokens(SECRET, () => now);
    const token = await tokens.issue(subject);
    expect(await tokens.read(token)).not.toBeNull();
    now += SESSION_LIFETIME_DAYS * DAY_MS + 1000;
    expect(await tokens.read(token)).toBeNull();
  });

  it('refuses a token of another key or with a changed claim, even after reading the real one', async () => {
    const tokens = createSessionTokens(SECRET);
    const token = await tokens.issue(subject);
    await tokens.read(token);
    const foreign = await createSessionTokens(`${SECRET}-other`).issue(subject);
    expect(await tokens.read(foreign)).toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
    const raised = Buffer.from(JSON.stringify({ ...claims, isAdmin: true })).toString('base64url');
    expect(await tokens.read(`${header}.${raised}.${signature}`)).toBeNull();
  });

  it('never takes a sign-in challenge for a session token, nor a session token for a challenge', async () => {
    const tokens = createSessionTokens(SECRET);
    const challenge = await tokens.issueChallenge({ userId: 7, tv: 2 });
    const session = await tokens.issue(subject);
    expect(await tokens.readChallenge(challenge)).toEqual({ userId: 7, tv: 2 });
    expect(await tokens.read(challenge)).toBeNull();
    expect(await tokens.readChallenge(session)).toBeNull();
  });

  it('lets a sign-in challenge wait a few minutes only', async () => {
    let now = Date.now();
    const tokens = createSessionTokens(SECRET, () => now);
    const challenge = await tokens.issueChallenge({ userId: 7, tv: 2 });
    now += SIGN_IN_CHALLENGE_MINUTES * 60_000 + 1000;
    expect(await tokens.readChallenge(challenge)).toBeNull();
  });
});
