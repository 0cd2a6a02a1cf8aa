import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

const SIDES = ['a', 'b'] as const;

/** The pair's one conversation (0001), which a pair with several threads cannot keep. */
const ONE_PER_PAIR = 'conversations_one_per_pair';

/**
 * Rebuilds `conversations` on SQLite, which cannot drop a table's unique constraint: the
 * documented way (a new table, the rows copied, the old one dropped, the new one renamed) with
 * foreign keys off, so dropping the old table deletes no message. `onePerPair` keeps the pair's
 * unique constraint (going down) or leaves it out (going up); `item_id` comes or goes with it,
 * and the other columns are copied.
 */
async function rebuildSqliteConversations(db: Kysely<unknown>, onePerPair: boolean) {
  const columns = [
    'id',
    'user_a_id',
    'user_b_id',
    'last_message_id',
    'last_message_at',
    'created_at',
    ...SIDES.flatMap((side) => [
      `user_${side}_unread`,
      `user_${side}_email_due_at`,
      `user_${side}_emailed_at`,
    ]),
  ];
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      let table = trx.schema
        .createTable('conversations_rebuilt')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_a_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('user_b_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('last_message_id', 'integer')
        .addColumn('last_message_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull());
      for (const side of SIDES) {
        table = table
          .addColumn(`user_${side}_unread`, 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn(`user_${side}_email_due_at`, 'text')
          .addColumn(`user_${side}_emailed_at`, 'text');
      }
      table = onePerPair
        ? table.addUniqueConstraint(ONE_PER_PAIR, ['user_a_id', 'user_b_id'])
        : table.addColumn('item_id', 'integer');
      await table
        .addCheckConstraint('conversations_ordered_pair', sql`user_a_id < user_b_id`)
        .execute();
      const list = sql.join(columns.map((column) => sql.ref(column)));
      await sql`insert into conversations_rebuilt (${list}) select ${list} from conversations`.execute(
        trx,
      );
      await trx.schema.dropTable('conversations').execute();
      await trx.schema.alterTable('conversations_rebuilt').renameTo('conversations').execute();
      await createPairIndexes(trx);
      const { rows } = await sql`pragma foreign_key_check`.execute(trx);
      if (rows.length > 0) throw new Error('rebuilding conversations broke a foreign key');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** The indexes of 0001 and 0009 on each side's member, which the rebuild drops with the table. */
async function createPairIndexes(db: Kysely<unknown>) {
  for (const side of SIDES) {
    await db.schema
      .createIndex(`conversations_user_${side}_idx`)
      .on('conversations')
      .columns([`user_${side}_id`, 'last_message_at'])
      .execute();
    await db.schema
      .createIndex(`conversations_user_${side}_email_due_idx`)
      .on('conversations')
      .column(`user_${side}_email_due_at`)
      .execute();
  }
}

/** Sets a thread's last message and each side's unread count from its messages. */
async function recountThreads(db: Kysely<unknown>) {
  await sql`update conversations set
    last_message_id = (
      select m.id from messages m where m.conversation_id = conversations.id
      order by m.created_at desc, m.id desc limit 1
    ),
    last_message_at = (
      select max(m.created_at) from messages m where m.conversation_id = conversations.id
    )`.execute(db);
  for (const side of SIDES) {
    const unread = sql.ref(`user_${side}_unread`);
    const member = sql.ref(`user_${side}_id`);
    const due = sql.ref(`user_${side}_email_due_at`);
    await sql`update conversations set ${unread} = (
      select count(*) from messages m
      where m.conversation_id = conversations.id and m.receiver_id = conversations.${member}
        and m.status <> 'read'
    )`.execute(db);
    await sql`update conversations set ${due} = null where ${unread} = 0`.execute(db);
  }
}

/**
 * One conversation per pair of members and item (a post, a wanted post, or none): the thread.
 * `item_id` is the post it is about, null for none, and no foreign key: a thread keeps it when
 * the post is deleted, so it stays apart from the pair's thread without an item. One thread
 * per pair and item, by a unique index each for threads with and without one.
 *
 * The messages written before move to the thread of the item they were about: the one they name
 * (`post_id`), else, for a message that names none, the one the conversation showed when it was
 * written (its latest earlier message about an item, whose header it was written under).
 * Messages before any item stay in the pair's thread without one, which goes when none is left.
 * Each thread takes the email times of the conversation it came from.
 */
export function conversationThreads(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        await rebuildSqliteConversations(db, false);
      } else {
        await db.schema.alterTable('conversations').addColumn('item_id', 'integer').execute();
        await db.schema.alterTable('conversations').dropConstraint(ONE_PER_PAIR).execute();
      }

      await sql`create temporary table message_threads as
        select m.id, m.conversation_id, coalesce(m.post_id, (
          select earlier.post_id from messages earlier
          where earlier.conversation_id = m.conversation_id and earlier.post_id is not null
            and (earlier.created_at < m.created_at
              or (earlier.created_at = m.created_at and earlier.id < m.id))
          order by earlier.created_at desc, earlier.id desc limit 1
        )) as item_id
        from messages m`.execute(db);
      await sql`insert into conversations (user_a_id, user_b_id, item_id, created_at,
          user_a_email_due_at, user_a_emailed_at, user_b_email_due_at, user_b_emailed_at)
        select c.user_a_id, c.user_b_id, t.item_id, min(m.created_at),
          min(c.user_a_email_due_at), min(c.user_a_emailed_at),
          min(c.user_b_email_due_at), min(c.user_b_emailed_at)
        from message_threads t
        join messages m on m.id = t.id
        join conversations c on c.id = t.conversation_id
        where t.item_id is not null
        group by c.user_a_id, c.user_b_id, t.item_id`.execute(db);
      await sql`update messages set conversation_id = (
          select thread.id from message_threads t
          join conversations pair on pair.id = t.conversation_id
          join conversations thread on thread.user_a_id = pair.user_a_id
            and thread.user_b_id = pair.user_b_id and thread.item_id = t.item_id
          where t.id = messages.id
        )
        where id in (select id from message_threads where item_id is not null)`.execute(db);
      await sql`drop table message_threads`.execute(db);
      await sql`delete from conversations where item_id is null
        and not exists (select 1 from messages m where m.conversation_id = conversations.id)`.execute(
        db,
      );
      await recountThreads(db);

      // A pair's thread about an item, and its thread without one.
      await db.schema
        .createIndex('conversations_pair_item_idx')
        .on('conversations')
        .columns(['user_a_id', 'user_b_id', 'item_id'])
        .unique()
        .where(sql.ref('item_id'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('conversations_pair_no_item_idx')
        .on('conversations')
        .columns(['user_a_id', 'user_b_id'])
        .unique()
        .where(sql.ref('item_id'), 'is', null)
        .execute();
    },

    /** Back to one conversation per pair: each pair's messages in its oldest thread. */
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('conversations_pair_no_item_idx').execute();
      await db.schema.dropIndex('conversations_pair_item_idx').execute();
      await sql`update messages set conversation_id = (
          select min(first.id) from conversations thread
          join conversations first on first.user_a_id = thread.user_a_id
            and first.user_b_id = thread.user_b_id
          where thread.id = messages.conversation_id
        )`.execute(db);
      await sql`delete from conversations
        where not exists (select 1 from messages m where m.conversation_id = conversations.id)`.execute(
        db,
      );
      await recountThreads(db);
      if (dialect === 'sqlite') {
        await rebuildSqliteConversations(db, true);
      } else {
        await db.schema
          .alterTable('conversations')
          .addUniqueConstraint(ONE_PER_PAIR, ['user_a_id', 'user_b_id'])
          .execute();
        await db.schema.alterTable('conversations').dropColumn('item_id').execute();
      }
    },
  };
}
