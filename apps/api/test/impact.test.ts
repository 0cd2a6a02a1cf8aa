import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { PublicProfile } from '@tabarru/contract/accounts';
import { estimateImpact, type Impact } from '@tabarru/contract/impact';
import type { SiteImpactReply } from '@tabarru/contract/impact-schemas';
import { STATS_CACHE_SECONDS } from '@tabarru/contract/stats-constants';

import { del, get, createMember, type Member } from './support/accounts';
import { answerClaim, claimPost, confirmedHandover } from './support/handover';
import { createdPostId, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';
import { planOnEmptyTables } from './support/query-plan';

const NOTHING: Impact = { items: 0, kilograms: 0, co2eKg: 0 };

let testApp: TestApp;
/** The clock of the app's caches: moved by the tests, never waited for. */
let now: number;

beforeEach(async () => {
  now = Date.parse('2026-11-22T10:00:00Z');
  testApp = await createTestApp({}, { now: () => now });
});

afterEach(async () => {
  await testApp.close();
});

async function siteImpact(): Promise<Impact> {
  const response = await get(testApp, '/api/stats/impact');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SiteImpactReply>().impact;
}

/** Waits out the site figure's cache, so the next answer is counted again. */
function afterTheCache(): void {
  now += STATS_CACHE_SECONDS * 1000;
}

async function memberImpact(member: Member, token?: string): Promise<Impact> {
  const response = await get(testApp, `/api/users/${member.id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PublicProfile>().impact;
}

async function ownProfileImpact(member: Member): Promise<Impact> {
  const response = await get(testApp, '/profile', member.token);
  expect(response.statusCode, response.body).toBe(200);
  const [profile] = response.json<[PublicProfile]>();
  return profile.impact;
}

/** A post of `donor` in `category` (the first of its features), claimed by `receiver`. */
async function claimedPost(donor: Member, receiver: Member, category: string) {
  const postId = await createdPostId(
    testApp,
    donor.token,
    postFields({ features: JSON.stringify([category]) }),
  );
  return { postId, claimId: await claimPost(testApp, postId, receiver) };
}

async function confirmedPost(donor: Member, receiver: Member, category: string) {
  const { postId, claimId } = await claimedPost(donor, receiver, category);
  const response = await answerClaim(testApp, claimId, 'confirm', donor);
  expect(response.statusCode, response.body).toBe(200);
  return postId;
}

describe('GET /api/stats/impact', () => {
  it('answers nothing given on an empty site, to visitors, with a public cache lifetime', async () => {
    const response = await get(testApp, '/api/stats/impact');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ impact: NOTHING });
    expect(response.headers['cache-control']).toBe(`public, max-age=${STATS_CACHE_SECONDS}`);
  });

  describe('with members giving and claiming', () => {
    let sara: Member;
    let omar: Member;
    let lina: Member;

    beforeEach(async () => {
      [sara, omar, lina] = [
        await createMember(testApp),
        await createMember(testApp),
        await createMember(testApp),
      ];
    });

    it('counts confirmed handovers only, at the weight of their category', async () => {
      await confirmedPost(sara, omar, 'Furniture');
      await confirmedPost(sara, lina, 'Books');
      await confirmedPost(omar, sara, 'Appliances');
      // Claimed and waiting, declined, or never claimed: nothing was handed over.
      await claimedPost(sara, omar, 'Furniture');
      const declined = await claimedPost(omar, lina, 'Furniture');
      expect((await answerClaim(testApp, declined.claimId, 'decline', omar)).statusCode).toBe(200);
      await createdPostId(testApp, lina.token);

      // 30 + 1 + 20 kg; 51 × 1.45 = 73.95.
      const expected = { items: 3, kilograms: 51, co2eKg: 74 };
      expect(await siteImpact()).toEqual(expected);
      expect(estimateImpact({ Furniture: 1, Books: 1, Appliances: 1 })).toEqual(expected);

      expect(await memberImpact(sara)).toEqual({ items: 2, kilograms: 31, co2eKg: 45 });
      expect(await memberImpact(omar, sara.token)).toEqual({
        items: 1,
        kilograms: 20,
        co2eKg: 29,
      });
      // Lina received and claimed, but gave nothing away.
      expect(await memberImpact(lina)).toEqual(NOTHING);
      expect(await ownProfileImpact(sara)).toEqual({ items: 2, kilograms: 31, co2eKg: 45 });
    });

    it('counts the other claims on a given item once: they are declined by the handover', async () => {
      const postId = await createdPostId(testApp, sara.token);
      const first = await claimPost(testApp, postId, omar);
      await claimPost(testApp, postId, lina);
      expect((await answerClaim(testApp, first, 'confirm', sara)).statusCode).toBe(200);

      expect(await siteImpact()).toEqual({ items: 1, kilograms: 30, co2eKg: 44 });
      expect(await memberImpact(sara)).toEqual({ items: 1, kilograms: 30, co2eKg: 44 });
    });

    it('keeps one computation of the site figure for the cache lifetime, then counts again', async () => {
      await confirmedHandover(testApp, sara, omar);
      expect(await siteImpact()).toEqual({ items: 1, kilograms: 30, co2eKg: 44 });

      await confirmedHandover(testApp, omar, lina);
      now += STATS_CACHE_SECONDS * 1000 - 1;
      expect(await siteImpact()).toEqual({ items: 1, kilograms: 30, co2eKg: 44 });
      // A member's page reads their figure on each visit.
      expect(await memberImpact(omar)).toEqual({ items: 1, kilograms: 30, co2eKg: 44 });

      now += 1;
      expect(await siteImpact()).toEqual({ items: 2, kilograms: 60, co2eKg: 87 });
    });

    it('counts a handover while its post exists, whoever later leaves', async () => {
      await confirmedPost(sara, omar, 'Books');
      const deleted = await confirmedPost(sara, lina, 'Furniture');
      expect(await memberImpact(sara)).toEqual({ items: 2, kilograms: 31, co2eKg: 45 });

      // The donor deletes a given post: its category goes with it, and so does its handover.
      const deletion = await del(testApp, `/Posting/delete-post/${deleted}`, sara.token);
      expect(deletion.statusCode, deletion.body).toBe(200);
      expect(await memberImpact(sara)).toEqual({ items: 1, kilograms: 1, co2eKg: 1 });

      // The receiver deletes their account: the item was still given.
      const leaving = await del(testApp, '/api/users/me', omar.token, { password: omar.password });
      expect(leaving.statusCode, leaving.body).toBe(200);
      expect(await memberImpact(sara)).toEqual({ items: 1, kilograms: 1, co2eKg: 1 });
      afterTheCache();
      expect(await siteImpact()).toEqual({ items: 1, kilograms: 1, co2eKg: 1 });

      // The donor deletes theirs: their posts go, and their handovers with them.
      const gone = await del(testApp, '/api/users/me', sara.token, { password: sara.password });
      expect(gone.statusCode, gone.body).toBe(200);
      afterTheCache();
      expect(await siteImpact()).toEqual(NOTHING);
    });

    it('counts a given post that moderation flagged later: the handover happened', async () => {
      const postId = await confirmedPost(sara, omar, 'Clothing');
      await testApp.database.db
        .updateTable('posts')
        .set({ moderation_status: 'flagged' })
        .where('id', '=', postId)
        .execute();
      expect(await siteImpact()).toEqual({ items: 1, kilograms: 1, co2eKg: 1 });
      expect(await memberImpact(sara)).toEqual({ items: 1, kilograms: 1, co2eKg: 1 });
    });

    it('counts a post of a category no longer listed as Other', async () => {
      const postId = await confirmedPost(sara, omar, 'Books');
      await testApp.database.db
        .updateTable('posts')
        .set({ category: 'Musical instruments' })
        .where('id', '=', postId)
        .execute();
      expect(await memberImpact(sara)).toEqual(estimateImpact({ Other: 1 }));
    });
  });

  it('answers 500 without a cache lifetime when the database does not answer', async () => {
    await testApp.database.destroy();
    const response = await get(testApp, '/api/stats/impact');
    expect(response.statusCode).toBe(500);
    expect(response.headers['cache-control'] ?? '').not.toMatch(/max-age/);
  });
});

describe('the indexes of the impact', () => {
  const queries = [
    [
      "the site's donated posts by category",
      'posts_donated_category_idx',
      sql`select category, count(*) from posts where availability = 'donated' group by category`,
    ],
    [
      "a donor's donated posts by category",
      'posts_donated_by_member_idx',
      sql`select category, count(*) from posts where availability = 'donated' and user_id = ${1} group by category`,
    ],
  ] as const;

  it.each(queries)('serve %s with %s', async (_query, index, query) => {
    const plan = await planOnEmptyTables(({ db }) => query.compile(db));
    expect(plan).toContain(index);
  });
});
