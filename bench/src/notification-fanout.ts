import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createDatabase } from '../../apps/api/src/db/database';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { inTransaction } from '../../apps/api/src/db/transaction';
import { recordNotifications } from '../../apps/api/src/modules/notifications/service';

/*
 * Fanning one notification out to many members (issue 20): writing each member's notification
 * row and its delivery rows (a push for those with a device, an email or a digest entry by their
 * choices) in one transaction, as a post matching many saved searches would. SQLite in a
 * temporary DATA_DIR, or PostgreSQL at BENCH_DATABASE_URL.
 *
 *   npm run bench:fanout -w bench        (FANOUT_MEMBERS, FANOUT_ROUNDS to change the size)
 */

const MEMBERS = Number(process.env.FANOUT_MEMBERS ?? 10_000);
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 5);
const BATCH = 500;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tabarru-fanout-'));
  const database = await createDatabase({
    dataDir,
    databaseUrl: process.env.BENCH_DATABASE_URL,
  });
  try {
    const { db, dialect } = database;
    await runMigrations(db, dialect);
    const at = new Date().toISOString();
    const author = await db
      .insertInto('users')
      .values({
        username: 'author',
        username_key: 'author',
        email: 'author@bench.jo',
        phone_number: '+962700000000',
        password_hash: 'x',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const memberIds: number[] = [];
    for (let start = 0; start < MEMBERS; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, MEMBERS - start) }, (_, offset) => {
        const n = start + offset + 1;
        return {
          username: `member${n}`,
          username_key: `member${n}`,
          email: `member${n}@bench.jo`,
          phone_number: `+9627${String(n).padStart(8, '0')}`,
          password_hash: 'x',
          created_at: at,
          updated_at: at,
        };
      });
      const inserted = await db.insertInto('users').values(rows).returning('id').execute();
      memberIds.push(...inserted.map((row) => row.id));
    }
    // A member in ten has a device; a member in five chose matches at once rather than daily.
    const devices = memberIds.filter((_, index) => index % 10 === 0);
    for (let start = 0; start < devices.length; start += BATCH) {
      await db
        .insertInto('push_subscriptions')
        .values(
          devices.slice(start, start + BATCH).map((userId) => ({
            user_id: userId,
            endpoint: `https://push.example.com/${userId}`,
            p256dh: 'p'.repeat(87),
            auth: 'a'.repeat(22),
            created_at: at,
          })),
        )
        .execute();
    }
    const instant = memberIds.filter((_, index) => index % 5 === 0);
    for (let start = 0; start < instant.length; start += BATCH) {
      await db
        .insertInto('notification_preferences')
        .values(
          instant.slice(start, start + BATCH).map((userId) => ({
            user_id: userId,
            kind: 'search_match' as const,
            channel: 'email' as const,
            setting: 'instant',
          })),
        )
        .execute();
    }

    const fanOuts: number[] = [];
    const perMember: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      await inTransaction(db, async (trx) => {
        for (const userId of memberIds) {
          const one = performance.now();
          await recordNotifications(
            trx,
            [{ userId, kind: 'search_match', actorId: author.id, postId: null }],
            new Date().toISOString(),
          );
          perMember.push(performance.now() - one);
        }
      });
      fanOuts.push(performance.now() - started);
    }
    const deliveries = await db
      .selectFrom('notification_deliveries')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    perMember.sort((a, b) => a - b);
    fanOuts.sort((a, b) => a - b);
    const result = {
      dialect,
      members: MEMBERS,
      rounds: ROUNDS,
      deliveryRowsWritten: Number(deliveries.count),
      fanOutMedianMs: Math.round(percentile(fanOuts, 0.5)),
      fanOutMaxMs: Math.round(fanOuts.at(-1) ?? 0),
      perMemberP50Ms: Number(percentile(perMember, 0.5).toFixed(3)),
      perMemberP99Ms: Number(percentile(perMember, 0.99).toFixed(3)),
    };
    console.table([result]);
  } finally {
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
