import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { OrganisationApplication } from '@tabarru/contract/organisations';

import { runOrganisationSuggestions } from '../src/modules/organisations/suggestion-job';
import { createMember, post, registerAdmin, type Member } from './support/accounts';
import { claimPost } from './support/handover';
import { createdPostId, postFields } from './support/posts';
import { verifiedOrganisation } from './support/organisations';
import { createTestApp, type TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60_000;

let testApp: TestApp;
let donor: Member;
let admin: Member;
let now: number;

beforeEach(async () => {
  now = Date.now();
  testApp = await createTestApp();
  donor = await createMember(testApp, { username: 'Donor' });
  admin = await registerAdmin(testApp);
});

afterEach(async () => {
  await testApp.close();
});

/** A verified organisation that collects `accepts`. */
async function organisationCollecting(accepts: OrganisationApplication['accepts']) {
  await verifiedOrganisation(testApp, await createMember(testApp), admin, {
    name_en: 'Furniture Bank',
    kind: 'charity',
    accepts,
  });
}

/** An offer of the donor's (furniture, by the default fields), posted `days` days ago. */
async function offerPosted(days: number, fields = postFields()): Promise<number> {
  const postId = await createdPostId(testApp, donor.token, fields);
  await testApp.database.db
    .updateTable('posts')
    .set({ created_at: new Date(now - days * DAY_MS).toISOString() })
    .where('id', '=', postId)
    .execute();
  return postId;
}

const run = () => runOrganisationSuggestions({ db: testApp.database.db, now: () => now });

const suggestions = () =>
  testApp.database.db
    .selectFrom('notifications')
    .select(['user_id', 'post_id'])
    .where('kind', '=', 'organisation_suggested')
    .orderBy('id')
    .execute();

describe('suggesting an organisation for an offer nobody asked for', () => {
  it('tells its donor once, 14 days on, however many instances run at once', async () => {
    await organisationCollecting(['Furniture']);
    const postId = await offerPosted(15);
    const runs = await Promise.all([run(), run(), run()]);
    expect(runs.flat()).toEqual([donor.id]);
    expect(await run()).toEqual([]);
    expect(await suggestions()).toEqual([{ user_id: donor.id, post_id: postId }]);
  });

  it('waits 14 days, and says nothing of an offer claimed, asked for, or that no organisation collects', async () => {
    await organisationCollecting(['Furniture']);
    await offerPosted(13);
    const claimed = await offerPosted(20);
    await claimPost(testApp, claimed, await createMember(testApp));
    const asked = await offerPosted(20);
    const asker = await createMember(testApp);
    const ask = await post(testApp, `/api/posts/${asked}/asks`, {}, asker.token);
    expect(ask.statusCode, ask.body).toBe(201);
    await offerPosted(20, postFields({ features: JSON.stringify(['Electronics', 'A radio', '']) }));
    expect(await run()).toEqual([]);
    expect(await suggestions()).toEqual([]);
  });

  it('says nothing while no verified organisation collects anything', async () => {
    await offerPosted(20);
    expect(await run()).toEqual([]);
  });
});
