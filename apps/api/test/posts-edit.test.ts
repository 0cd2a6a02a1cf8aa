import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { get, post, createMember, type Member } from './support/accounts';
import {
  createdPostId,
  editPost,
  jpegImage,
  multipartBody,
  postFields,
  storedFiles,
} from './support/posts';
import { confirmedHandover } from './support/handover';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let owner: Member;
let other: Member;

beforeEach(async () => {
  testApp = await createTestApp();
  owner = await createMember(testApp);
  other = await createMember(testApp);
});

afterEach(async () => {
  await testApp.close();
});

interface Detail {
  title: string;
  availability: string;
  images: { id: number; url: string }[];
}

async function detail(postId: number, token = owner.token): Promise<Detail> {
  const response = await get(testApp, `/Posting/posts/${postId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Detail>();
}

function remove(postId: number, token = owner.token) {
  return testApp.app.inject({
    method: 'DELETE',
    url: `/Posting/delete-post/${postId}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function snapshot() {
  const { db } = testApp.database;
  return {
    posts: await db.selectFrom('posts').selectAll().execute(),
    images: await db.selectFrom('post_images').selectAll().execute(),
    files: await storedFiles(testApp),
  };
}

describe('PUT /Posting/update-post/:id', () => {
  it('changes the fields, removes an image by URL, adds one and marks the item reserved', async () => {
    const postId = await createdPostId(testApp, owner.token, postFields(), [
      await jpegImage(1),
      await jpegImage(2),
    ]);
    const before = await detail(postId);
    const response = await editPost(
      testApp,
      owner.token,
      postId,
      postFields({
        title: 'Dining table, reserved',
        deletedImages: JSON.stringify([before.images[0]?.url]),
        availability: 'reserved',
      }),
      [await jpegImage(3)],
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Post updated successfully' });
    const after = await detail(postId);
    expect(after.title).toBe('Dining table, reserved');
    expect(after.availability).toBe('reserved');
    expect(after.images).toHaveLength(2);
    expect(after.images[0]?.url).toBe(before.images[1]?.url);
    expect(after.images.map((image) => image.url)).not.toContain(before.images[0]?.url);
    expect(await storedFiles(testApp)).toHaveLength(4);
  });

  it('removes images named by position too (the Arabic client sends indexes)', async () => {
    const postId = await createdPostId(testApp, owner.token, postFields(), [
      await jpegImage(4),
      await jpegImage(5),
    ]);
    const before = await detail(postId);
    const response = await editPost(
      testApp,
      owner.token,
      postId,
      postFields({ deletedImages: '[1]' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await detail(postId)).images.map((image) => image.url)).toEqual([
      before.images[0]?.url,
    ]);
  });

  it('refuses another member with 403, a visitor with 401 and an unknown post with 404', async () => {
    const postId = await createdPostId(testApp, owner.token);
    const before = await snapshot();
    const foreign = await editPost(testApp, other.token, postId, postFields({ title: 'Mine now' }));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: 'You are not authorized to edit this post.' });
    const body = multipartBody(postFields());
    const visitor = await testApp.app.inject({
      method: 'PUT',
      url: `/Posting/update-post/${postId}`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(visitor.statusCode).toBe(401);
    expect((await editPost(testApp, owner.token, 9999)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('locks the availability of a donated item', async () => {
    const postId = await createdPostId(testApp, owner.token);
    await testApp.database.db.updateTable('posts').set({ availability: 'donated' }).execute();
    const before = await snapshot();
    const response = await editPost(
      testApp,
      owner.token,
      postId,
      postFields({ availability: 'available' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'POST_DONATED_LOCKED',
      message: 'This item is already donated and cannot be changed.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['an unknown availability', { availability: 'sold' }, 400],
    ['donated set by hand', { availability: 'donated' }, 400],
    ['deletedImages that is not a list', { deletedImages: '{"0":1}' }, 400],
    ['deletedImages naming another image', { deletedImages: '["http://x/uploads/abc.webp"]' }, 400],
    ['removing every image', { deletedImages: '[0]' }, 400],
    ['a bad category', { features: '["Cars"]' }, 400],
  ])('refuses %s and changes nothing', async (_, change, status) => {
    const postId = await createdPostId(testApp, owner.token);
    const before = await snapshot();
    const response = await editPost(testApp, owner.token, postId, postFields(change));
    expect(response.statusCode, response.body).toBe(status);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a renamed text file among new images, keeping the post as it was', async () => {
    const postId = await createdPostId(testApp, owner.token);
    const before = await snapshot();
    const fake = { name: 'x.jpg', type: 'image/jpeg', content: Buffer.from('plain text') };
    const response = await editPost(
      testApp,
      owner.token,
      postId,
      postFields({ title: 'Changed' }),
      [await jpegImage(7), fake],
    );
    expect(response.statusCode).toBe(415);
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE /Posting/delete-post/:id', () => {
  it('deletes the owner’s post, its images and the files no other post uses', async () => {
    const shared = await jpegImage(8);
    const keep = await createdPostId(testApp, owner.token, postFields(), [shared]);
    const gone = await createdPostId(testApp, owner.token, postFields(), [
      shared,
      await jpegImage(9),
    ]);
    expect(await storedFiles(testApp)).toHaveLength(4);
    const response = await remove(gone);
    expect(response.statusCode).toBe(200);
    expect((await get(testApp, `/Posting/posts/${gone}`, owner.token)).statusCode).toBe(404);
    expect(await storedFiles(testApp)).toHaveLength(2);
    expect((await detail(keep)).images).toHaveLength(1);
  });

  it('refuses another member with 403 and an unknown post with 404', async () => {
    const postId = await createdPostId(testApp, owner.token);
    const before = await snapshot();
    expect((await remove(postId, other.token)).statusCode).toBe(403);
    expect((await remove(4242)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /Posting/posts/:id and GET /Posting/my-posts', () => {
  it('the detail needs a session and hides removed posts from everyone but their owner', async () => {
    const postId = await createdPostId(testApp, owner.token);
    expect((await get(testApp, `/Posting/posts/${postId}`)).statusCode).toBe(401);
    expect((await get(testApp, `/Posting/posts/${postId}`, other.token)).statusCode).toBe(200);
    // Written past the app, as another instance would: seen within the feed's version check.
    await testApp.database.db.updateTable('posts').set({ moderation_status: 'flagged' }).execute();
    await expect
      .poll(async () => (await get(testApp, `/Posting/posts/${postId}`, other.token)).statusCode)
      .toBe(404);
    expect((await get(testApp, `/Posting/posts/${postId}`, owner.token)).statusCode).toBe(200);
    expect((await get(testApp, '/Posting/posts/abc', owner.token)).statusCode).toBe(400);
  });

  it("tells the viewer where their own claim on the post stands, and nobody else's", async () => {
    const postId = await createdPostId(testApp, owner.token);
    const statusFor = async (token: string) =>
      (await get(testApp, `/Posting/posts/${postId}`, token)).json<{
        viewer_claim_status: string | null;
      }>().viewer_claim_status;
    expect(await statusFor(other.token)).toBeNull();
    const claim = await post(testApp, '/api/donations/claims', { post_id: postId }, other.token);
    expect(claim.statusCode, claim.body).toBe(201);
    expect(await statusFor(other.token)).toBe('pending');
    expect(await statusFor(owner.token)).toBeNull();
  });

  it("names when the poster joined and counts the poster's confirmed handovers, for anyone who sees it", async () => {
    const joined = '2024-03-15T09:30:00.000Z';
    await testApp.database.db
      .updateTable('users')
      .set({ created_at: joined })
      .where('id', '=', owner.id)
      .execute();
    const postId = await createdPostId(testApp, owner.token);
    const poster = async () =>
      (await get(testApp, `/Posting/posts/${postId}`, other.token)).json<{
        member_since: string;
        items_given: number;
        username: string;
      }>();
    expect(await poster()).toMatchObject({ member_since: joined, items_given: 0 });

    const given = await confirmedHandover(testApp, owner, other);
    await confirmedHandover(testApp, owner, other);
    await confirmedHandover(testApp, other, owner);
    // A given item still counts once its post is gone.
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/Posting/delete-post/${given.postId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await poster()).toMatchObject({
      username: owner.username,
      member_since: joined,
      items_given: 2,
    });
  });

  it('lists only the member’s own posts, newest first, with their images', async () => {
    const first = await createdPostId(testApp, owner.token, postFields({ title: 'First' }));
    const second = await createdPostId(testApp, owner.token, postFields({ title: 'Second' }));
    await createdPostId(testApp, other.token, postFields({ title: 'Not mine' }));
    const response = await get(testApp, '/Posting/my-posts', owner.token);
    expect(response.statusCode).toBe(200);
    const posts = response.json<{ post_id: number; images: string[]; primary_photo: string }[]>();
    expect(posts.map((post) => post.post_id)).toEqual([second, first]);
    expect(posts[0]?.images).toHaveLength(1);
    expect(posts[0]?.primary_photo).toBe(posts[0]?.images[0]);
    expect((await get(testApp, '/Posting/my-posts')).statusCode).toBe(401);
  });
});
