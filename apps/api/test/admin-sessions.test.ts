import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { del, put, registerAdmin, createMember, type Member } from './support/accounts';
import { connectSocket, disconnected, listen, type Received } from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * A member an administrator demotes or deletes loses their open sockets at once, as they lose
 * their tokens (real sockets against the app on a port, on SQLite and PostgreSQL).
 */

const WEB_ORIGIN = 'http://web.test';

let testApp: TestApp;
let baseUrl: string;
let admin: Member;
const sockets: Received[] = [];

beforeEach(async () => {
  // A sweep an hour away: the sockets must go because of the change, not a sweep.
  testApp = await createTestApp({ PUBLIC_WEB_URL: WEB_ORIGIN }, { sessionSweepMs: 3_600_000 });
  baseUrl = await listen(testApp);
  admin = await registerAdmin(testApp);
});

afterEach(async () => {
  for (const received of sockets.splice(0)) received.socket.close();
  await testApp.close();
});

async function socketOf(member: Member) {
  const received = await connectSocket(baseUrl, member.token);
  sockets.push(received);
  return received;
}

describe('an administrator’s change to a member', () => {
  it('disconnects the sockets of a member whose role changes', async () => {
    const sara = await registerAdmin(testApp);
    const gone = Promise.all([
      disconnected(await socketOf(sara)),
      disconnected(await socketOf(sara)),
    ]);
    const response = await put(testApp, `/admin/users/${sara.id}/toggle-admin`, {}, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('disconnects the sockets of a deleted member', async () => {
    const omar = await createMember(testApp);
    const gone = disconnected(await socketOf(omar));
    const response = await del(testApp, `/admin/users/${omar.id}`, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
