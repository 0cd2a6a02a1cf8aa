import { mkdir } from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { connectSocket, until, type Received } from '../support/sockets';
import { apiBundle } from '../support/api-bundle';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { invariantProblems, uploadsOf } from './invariants';
import { RedisProcess, ServerProcess } from './processes';
import { report, runSeed, seededRandom, Workload } from './workload';

const WORKERS = 4;
/** Writes before Redis stops, and after it is back. */
const SETTLE_MS = 2_000;
/**
 * How long Redis stays away, with writes going on: longer than the API's 5 s between tries of a
 * Redis that failed (infra/redis-fallback.ts), so it rides several out.
 */
const REDIS_DOWN_MS = 30_000;

/*
 * The real server with its own redis-server (never the shared one), which is killed while
 * members write and started again on the same port 30 s later. The API keeps answering (rate
 * limits counted in memory, sockets of this instance served without the adapter); afterwards
 * every acknowledged write is there once, every kept count equals its rows, the API answers with
 * nothing done by hand, and a message sent by socket reaches the other member's socket. Rate
 * limits are lifted for the volume of writes, so here Redis carries the Socket.IO adapter; rate
 * limits counted through an outage are test/redis-outage.test.ts's.
 */
describe.skipIf(process.env.TEST_DIALECT === 'postgres')('Redis stopped during writes', () => {
  let database: TestDatabase;
  let redis: RedisProcess | undefined;
  let server: ServerProcess | undefined;
  const sockets: Received[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await mkdir(uploadsOf(database.dataDir), { recursive: true });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.socket.close();
    await server?.kill();
    await redis?.kill();
    await database?.destroy();
  });

  it(
    'rides out Redis away for a while, and delivers by socket once it is back',
    { timeout: 90_000 },
    async () => {
      const seed = runSeed();
      report(`fault suite (Redis outage): seed ${seed}`);
      redis = await RedisProcess.start();
      server = await ServerProcess.start(apiBundle(), {
        DATA_DIR: database.dataDir,
        REDIS_URL: redis.url,
      });
      const running = server;
      const workload = new Workload(() => running.api, database.dataDir, seededRandom(seed));
      await workload.preparePhotos();
      await workload.addMembers(3);
      const { leaver, stalled } = await workload.beginRound(1, 3);

      workload.start(WORKERS, { leaver, stalled });
      let sentDuring: number;
      try {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        await redis.kill();
        const sentBefore = workload.ledger.acknowledgedCount;
        await new Promise((resolve) => setTimeout(resolve, REDIS_DOWN_MS));
        sentDuring = workload.ledger.acknowledgedCount - sentBefore;
        await redis.restart();
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      } finally {
        await workload.stop();
      }

      report(
        `fault suite (Redis outage): ${sentDuring} writes acknowledged while Redis was away; acknowledged of sent: ${workload.summary()}`,
      );
      expect(running.running, `the server exited:\n${running.output}`).toBe(true);
      expect(sentDuring, 'writes acknowledged while Redis was away').toBeGreaterThan(0);
      expect(workload.ledger.unexpected, running.output).toEqual([]);
      expect(await workload.recoveryProblems()).toEqual([]);
      expect(
        await invariantProblems(database, uploadsOf(database.dataDir), workload.ledger),
      ).toEqual([]);

      const [sender, receiver] = workload.members;
      if (!sender || !receiver) throw new Error('two members are needed');
      sockets.push(
        await connectSocket(running.api, sender.token),
        await connectSocket(running.api, receiver.token),
      );
      const [senderSocket, receiverSocket] = sockets as [Received, Received];
      const text = 'After Redis came back';
      expect(await workload.emitMessage(senderSocket, receiver.id, text)).toBe(true);
      await until(
        () => receiverSocket.of('private_message').some((message) => message.message === text),
        "the message on the receiver's socket",
      );
    },
  );
});
