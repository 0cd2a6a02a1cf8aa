import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import {
  BoundedQueue,
  clientGone,
  createWorkQueue,
  type QueuedTaskOptions,
  type WorkQueueSizes,
} from '../src/infra/bounded-queue';
import { post, createMember } from './support/accounts';
import { createPost, jpegImage, multipartBody, postFields, storedFiles } from './support/posts';
import { until } from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** Takes the queue's only place with a task the test ends by hand. */
function occupy(queue: BoundedQueue): () => void {
  let release!: () => void;
  void queue.run(() => new Promise<void>((resolve) => (release = resolve)));
  return () => release();
}

/** An app whose image queue has `sizes`, a member, and the queue's one place taken. */
async function appWithBusyImages(sizes: WorkQueueSizes) {
  const images = createWorkQueue(sizes);
  testApp = await createTestApp({}, { workQueues: { images } });
  const member = await createMember(testApp);
  return { app: testApp, images, member, release: occupy(images) };
}

/**
 * Proves the abandoned create wrote nothing without waiting a fixed time: a create sent after
 * it goes through the same image line behind it, so its post is written after anything the
 * abandoned one would have written; then that post and its photo are all there is.
 */
async function expectOnlyTheLaterPost(testApp: TestApp, token: string) {
  const later = await createPost(testApp, token, postFields({ title: 'Sent after it' }), [
    await jpegImage(7),
  ]);
  expect(later.statusCode).toBe(201);
  const posts = await testApp.database.db.selectFrom('posts').select('title').execute();
  expect(posts).toEqual([{ title: 'Sent after it' }]);
  const [image] = await testApp.database.db
    .selectFrom('post_images')
    .select('image_hash')
    .execute();
  const files = await storedFiles(testApp);
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file) => !file.startsWith(image?.image_hash ?? '?'))).toEqual([]);
}

/** A create sent over a real connection to the listening app, its form ready to be written. */
async function rawCreate(testApp: TestApp, token: string) {
  const { app } = testApp;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const body = multipartBody(postFields(), [await jpegImage()]);
  const client = httpRequest({
    port,
    host: '127.0.0.1',
    method: 'POST',
    path: '/create_post',
    headers: {
      ...body.headers,
      'content-length': String(body.payload.length),
      authorization: `Bearer ${token}`,
    },
  });
  client.on('error', () => undefined);
  return { client, payload: body.payload };
}

async function postCount(app: TestApp): Promise<number> {
  const rows = await app.database.db.selectFrom('posts').select('id').execute();
  return rows.length;
}

describe('bounded image work', () => {
  it('answers 503 with Retry-After when the line is full, and writes nothing', async () => {
    const { app, images, member, release } = await appWithBusyImages({
      concurrency: 1,
      waiting: 0,
    });

    const refused = await createPost(app, member.token);
    expect(refused.statusCode, refused.body).toBe(503);
    // Half of the running task's expected 100 ms, rounded up to a whole second.
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await postCount(app)).toBe(0);
    expect(await storedFiles(app)).toEqual([]);

    release();
    await until(() => images.running === 0, 'the held task to end');
    const created = await createPost(app, member.token);
    expect(created.statusCode, created.body).toBe(201);
  });

  it('refuses a create that would wait past the bound, Retry-After the wait it would have had', async () => {
    // Photos that take 3 s each: one running means 1.5 s more to wait, past the bound of 1 s.
    const { app, images, member, release } = await appWithBusyImages({
      concurrency: 1,
      waiting: 10,
      maxWaitMs: 1000,
      initialTaskMs: 3000,
    });

    const refused = await createPost(app, member.token);
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(images.waiting).toBe(0);
    expect(await postCount(app)).toBe(0);
    release();
  });

  it('refuses a create when its headers arrive, before its upload is sent', async () => {
    const { app, member, release } = await appWithBusyImages({
      concurrency: 1,
      waiting: 0,
    });

    const { client } = await rawCreate(app, member.token);
    // The headers only: the answer comes without a byte of the form.
    client.flushHeaders();
    const status = await new Promise<number | undefined>((resolve) =>
      client.once('response', (response) => resolve(response.statusCode)),
    );
    client.destroy();
    expect(status).toBe(503);
    release();
  });

  it('counts an upload once: by the line, once it has arrived', async () => {
    // Photos of 300 ms: one running and one in line make 450 ms for the next, within 500;
    // counted again as still arriving, it would be 750 ms and refused.
    const { app, images, member, release } = await appWithBusyImages({
      concurrency: 1,
      waiting: 10,
      maxWaitMs: 500,
      initialTaskMs: 300,
    });

    const first = createPost(app, member.token);
    await until(() => images.waiting === 1, 'the first upload to wait in line');
    const second = createPost(app, member.token);
    await until(() => images.waiting === 2, 'the second upload to wait in line');
    release();
    const answers = await Promise.all([first, second]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
  });

  it('does not process the photos of a client that hung up while waiting', async () => {
    const images = createWorkQueue({ concurrency: 1, waiting: 1 });
    testApp = await createTestApp({}, { workQueues: { images } });
    const { app } = testApp;
    const member = await createMember(testApp);
    const release = occupy(images);

    const { client, payload } = await rawCreate(testApp, member.token);
    client.end(payload);
    await until(() => images.waiting === 1, 'the upload to wait in line');

    client.destroy();
    await until(
      () =>
        new Promise((resolve) =>
          app.server.getConnections((_error, count) => resolve(count === 0)),
        ),
      'the server to see the client gone',
    );
    release();
    await until(() => images.running === 0 && images.waiting === 0, 'the line to empty');

    await expectOnlyTheLaterPost(testApp, member.token);
  });
});

/** An image queue that, once a task is done, waits for the test before giving its result. */
class QueueThatWaitsAfterWork extends BoundedQueue {
  afterWork: () => Promise<void> = async () => undefined;

  constructor() {
    super({
      concurrency: 1,
      waiting: 1,
      whenFull: () => new Error('full'),
      whenAbandoned: clientGone,
    });
  }

  override async run<T>(task: () => Promise<T>, options?: QueuedTaskOptions): Promise<T> {
    const result = await super.run(task, options);
    await this.afterWork();
    return result;
  }
}

describe('a client gone while its photos were processed', () => {
  it('gets no post and no stored file', async () => {
    const images = new QueueThatWaitsAfterWork();
    testApp = await createTestApp({}, { workQueues: { images } });
    const { app } = testApp;
    const member = await createMember(testApp);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const body = multipartBody(postFields(), [await jpegImage()]);
    const client = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/create_post',
      headers: { ...body.headers, jwt_token: member.token },
    });
    client.on('error', () => undefined);
    let processed!: () => void;
    const workDone = new Promise<void>((resolve) => (processed = resolve));
    images.afterWork = async () => {
      client.destroy();
      await until(
        () =>
          new Promise((resolve) =>
            app.server.getConnections((_error, count) => resolve(count === 0)),
          ),
        'the server to see the client gone',
      );
      processed();
    };
    client.end(body.payload);
    await workDone;
    images.afterWork = async () => undefined;

    await expectOnlyTheLaterPost(testApp, member.token);
  });
});

describe('bounded password hashing', () => {
  it('answers a sign-in 503 with Retry-After when the line is full', async () => {
    const passwords = createWorkQueue({ concurrency: 1, waiting: 0 });
    testApp = await createTestApp({}, { workQueues: { passwords } });
    const member = await createMember(testApp);
    const release = occupy(passwords);

    const refused = await post(testApp, '/authentication/login', {
      email: member.email,
      password: member.password,
    });
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');

    release();
    await until(() => passwords.running === 0, 'the held task to end');
    const signedIn = await post(testApp, '/authentication/login', {
      email: member.email,
      password: member.password,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});
