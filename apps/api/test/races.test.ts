import { stat } from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { POST_IMAGES_MAX } from '@tabarru/contract/posts';

import { post, createMember, type Member } from './support/accounts';
import {
  createPost,
  createdPostId,
  editPost,
  jpegImage,
  postFields,
  storedFiles,
  type UploadFile,
} from './support/posts';
import type { ImageStore } from '../src/infra/media';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Requests that race each other, as several tabs or clients of one member (or two members) send
 * them at once. The rules of a post hold whatever the interleaving, on both databases.
 */

let testApp: TestApp;
let owner: Member;
let other: Member;

beforeEach(async () => {
  testApp = await createTestApp({ RATE_LIMITS: 'off' });
  owner = await createMember(testApp);
  other = await createMember(testApp);
});

afterEach(async () => {
  await testApp.close();
});

function remove(postId: number, member: Member) {
  return testApp.app.inject({
    method: 'DELETE',
    url: `/Posting/delete-post/${postId}`,
    headers: { authorization: `Bearer ${member.token}` },
  });
}

function imagesOf(postId: number) {
  return testApp.database.db
    .selectFrom('post_images')
    .select(['id', 'image_hash', 'position'])
    .where('post_id', '=', postId)
    .orderBy('position')
    .execute();
}

/** The file names every image row of posts and events points at. */
async function filesInUse(): Promise<string[]> {
  const { db } = testApp.database;
  const hashes = [
    ...(await db.selectFrom('post_images').select('image_hash').execute()),
    ...(await db.selectFrom('event_images').select('image_hash').execute()),
  ].map((row) => row.image_hash);
  return [...new Set(hashes)].flatMap((hash) => [`${hash}.webp`, `${hash}-480.webp`]).sort();
}

/** Every image row's two files that are not on the disk. */
async function missingFiles(): Promise<string[]> {
  const directory = path.join(testApp.config.dataDir, 'uploads');
  const missing: string[] = [];
  for (const name of await filesInUse()) {
    await stat(path.join(directory, name)).catch(() => missing.push(name));
  }
  return missing;
}

/** A promise and the function that settles it: one request tells the test where it stands. */
function signal() {
  let settle: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

async function photos(count: number, firstHue: number): Promise<UploadFile[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => jpegImage(firstHue + index)));
}

describe('parallel edits of one post', () => {
  it('four edits each adding a photo to a post of nine leave ten, and no file of a refused one', async () => {
    const postId = await createdPostId(testApp, owner.token, postFields(), await photos(9, 100));
    const added = await photos(4, 200);
    const replies = await Promise.all(
      added.map((photo) => editPost(testApp, owner.token, postId, postFields(), [photo])),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses, replies.map((reply) => reply.body).join('\n')).toEqual([200, 413, 413, 413]);
    for (const reply of replies.filter((candidate) => candidate.statusCode === 413)) {
      expect(reply.json()).toMatchObject({ code: 'TOO_MANY_IMAGES', field: 'images' });
    }
    expect(await imagesOf(postId)).toHaveLength(POST_IMAGES_MAX);
    // Every file on disk belongs to an image row: the refused edits left none behind.
    expect(await storedFiles(testApp)).toEqual(await filesInUse());
  });

  it('two edits each removing a different photo of a post of two leave one', async () => {
    for (let round = 0; round < 4; round += 1) {
      const postId = await createdPostId(
        testApp,
        owner.token,
        postFields(),
        await photos(2, 300 + round * 2),
      );
      const [first, second] = await imagesOf(postId);
      const replies = await Promise.all(
        [first, second].map((image) =>
          editPost(
            testApp,
            owner.token,
            postId,
            postFields({ deletedImages: JSON.stringify([String(image?.id)]) }),
          ),
        ),
      );
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses, replies.map((reply) => reply.body).join('\n')).toEqual([200, 400]);
      expect(replies.find((reply) => reply.statusCode === 400)?.json()).toMatchObject({
        code: 'IMAGE_REQUIRED',
      });
      const left = await imagesOf(postId);
      expect(left).toHaveLength(1);
      expect(left[0]?.position).toBe(0);
    }
    expect(await missingFiles()).toEqual([]);
  });
});

describe('a photo shared by two posts while one is deleted', () => {
  it('keeps the files a create stored when the last post using them is deleted before it writes', async () => {
    // The create pauses once it has stored its files, before it writes its rows.
    const stored = signal();
    const resumed = signal();
    let pauseNextSave = false;
    await testApp.close();
    testApp = await createTestApp(
      { RATE_LIMITS: 'off' },
      {
        wrapImages: (store: ImageStore): ImageStore => ({
          ...store,
          async save(image) {
            await store.save(image);
            if (!pauseNextSave) return;
            pauseNextSave = false;
            stored.settle();
            await resumed.promise;
          },
        }),
      },
    );
    owner = await createMember(testApp);
    other = await createMember(testApp);
    const photo = await jpegImage(500);
    const first = await createdPostId(testApp, owner.token, postFields(), [photo]);

    pauseNextSave = true;
    const creating = createPost(testApp, other.token, postFields(), [photo]);
    await stored.promise;
    const deleted = await remove(first, owner);
    expect(deleted.statusCode, deleted.body).toBe(200);
    resumed.settle();
    const created = await creating;
    expect(created.statusCode, created.body).toBe(201);
    expect(await imagesOf(created.json<{ post_id: number }>().post_id)).toHaveLength(1);
    expect(await missingFiles()).toEqual([]);
  });

  it('never leaves a post pointing at a removed file', { timeout: 120_000 }, async () => {
    const rounds = 24;
    for (let round = 0; round < rounds; round += 1) {
      const photo = await jpegImage(400 + round);
      const first = await createdPostId(testApp, owner.token, postFields(), [photo]);
      // The deletion starts a little later each round, while the photo is being processed,
      // stored or written to the database by the create, to try every interleaving.
      const pause = new Promise((resolve) => setTimeout(resolve, round * 2));
      const [created, deleted] = await Promise.all([
        createPost(testApp, other.token, postFields(), [photo]),
        pause.then(() => remove(first, owner)),
      ]);
      expect(created.statusCode, created.body).toBe(201);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await missingFiles(), `round ${round}`).toEqual([]);
    }
  });
});

describe('a claim racing the deletion of its post', () => {
  it('answers 201, 400 or 404, never 500, and leaves no claim without its post', async () => {
    for (let round = 0; round < 16; round += 1) {
      const postId = await createdPostId(testApp, owner.token);
      const [claimed, deleted] = await Promise.all([
        post(testApp, '/api/donations/claims', { post_id: postId, message: 'Mine?' }, other.token),
        remove(postId, owner),
      ]);
      expect([201, 400, 404], claimed.body).toContain(claimed.statusCode);
      if (claimed.statusCode === 404) {
        expect(claimed.json()).toMatchObject({ code: 'POST_NOT_FOUND' });
      }
      expect(deleted.statusCode, deleted.body).toBe(200);
      const { db } = testApp.database;
      const orphans = await db
        .selectFrom('donation_claims')
        .leftJoin('posts', 'posts.id', 'donation_claims.post_id')
        .select('donation_claims.id')
        .where('posts.id', 'is', null)
        .execute();
      expect(orphans).toEqual([]);
      expect(
        await db.selectFrom('donation_claims').select('id').where('post_id', '=', postId).execute(),
      ).toEqual([]);
    }
  });
});
