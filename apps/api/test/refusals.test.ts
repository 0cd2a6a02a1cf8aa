import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createMember } from './support/accounts';
import { everyTable } from './support/refusals';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeEach(async () => {
  testApp = await createTestApp({ RATE_LIMITS: 'off' });
});

afterEach(async () => {
  await testApp.close();
});

describe('the proof that a refusal changed nothing', () => {
  it('reads the same tables the same way twice, and sees a new row and a changed value', async () => {
    const empty = await everyTable(testApp);
    expect(await everyTable(testApp)).toEqual(empty);

    const member = await createMember(testApp);
    const withMember = await everyTable(testApp);
    expect(withMember).not.toEqual(empty);
    expect(JSON.stringify(withMember)).toContain(member.username);

    await testApp.database.db
      .updateTable('users')
      .set({ username: `${member.username}x` })
      .where('id', '=', member.id)
      .execute();
    const renamed = await everyTable(testApp);
    expect(renamed).not.toEqual(withMember);
    expect(await everyTable(testApp)).toEqual(renamed);
  });
});
