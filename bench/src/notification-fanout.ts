import { inTransaction } from '../../apps/api/src/db/transaction';
import { recordNotificationBatch } from '../../apps/api/src/modules/notifications/service';
import { withScratchDatabase } from './scratch-database';
import { seedMembers } from './seed';

/*
 * Fanning one notification out to many members: writing each member's notification
 * row and its delivery rows (a push for those with a device, an email or a digest entry by their
 * choices) in one transaction, as a post matching many saved searches does (recordNotificationBatch,
 * the matcher's path). SQLite in a temporary DATA_DIR, or a schema of its own at BENCH_DATABASE_URL.
 *
 * Part of `npm run bench` (BENCH_SCENARIOS=fanout for it alone); FANOUT_MEMBERS and
 * FANOUT_ROUNDS change its size.
 */

const MEMBERS = Number(process.env.FANOUT_MEMBERS ?? 10_000);
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 5);
const BATCH = 500;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

export interface FanoutResult {
  dialect: string;
  members: number;
  rounds: number;
  deliveryRowsWritten: number;
  fanOutMedianMs: number;
  fanOutMaxMs: number;
  perMemberMedianMs: number;
}

export function runFanout(): Promise<FanoutResult> {
  return withScratchDatabase('fanout', async ({ db, dialect }) => {
    const at = new Date().toISOString();
    // The first member is the post's author; every other one is told.
    await seedMembers(db, MEMBERS + 1);
    const [author, ...members] = await db.selectFrom('users').select('id').orderBy('id').execute();
    if (!author) throw new Error('no members were seeded');
    const memberIds = members.map((member) => member.id);
    // A member in ten has a device; a member in five chose matches at once rather than daily.
    const devices = memberIds.filter((_, index) => index % 10 === 0);
    for (let start = 0; start < devices.length; start += BATCH) {
      await db
        .insertInto('push_subscriptions')
        .values(
          devices.slice(start, start + BATCH).map((userId) => ({
            user_id: userId,
            endpoint: `https://fcm.googleapis.com/fcm/send/${userId}`,
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
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      await inTransaction(db, (trx) =>
        recordNotificationBatch(
          trx,
          memberIds.map((userId) => ({
            userId,
            kind: 'search_match' as const,
            actorId: author.id,
            postId: null,
          })),
          new Date().toISOString(),
        ),
      );
      fanOuts.push(performance.now() - started);
    }
    const deliveries = await db
      .selectFrom('notification_deliveries')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    fanOuts.sort((a, b) => a - b);
    return {
      dialect,
      members: MEMBERS,
      rounds: ROUNDS,
      deliveryRowsWritten: Number(deliveries.count),
      fanOutMedianMs: Math.round(percentile(fanOuts, 0.5)),
      fanOutMaxMs: Math.round(fanOuts.at(-1) ?? 0),
      perMemberMedianMs: Number((percentile(fanOuts, 0.5) / MEMBERS).toFixed(3)),
    };
  });
}
