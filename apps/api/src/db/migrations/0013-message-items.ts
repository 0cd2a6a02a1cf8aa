import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A message keeps the item it was sent about: `post_id`, null for a message about
 * no item, and null again when the post is deleted (the message stays). The item a
 * conversation shows is the one of its latest message that has one: the partial index walks a
 * conversation's messages about items only, newest first. Deleting a post (or its member) finds
 * the messages about it by the second index, which PostgreSQL does not make for a foreign key.
 */
export const messageItems: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('messages')
      .addColumn('post_id', 'integer', (c) => c.references('posts.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('messages_conversation_item_idx')
      .on('messages')
      .columns(['conversation_id', 'created_at', 'id'])
      .where(sql.ref('post_id'), 'is not', null)
      .execute();
    await db.schema
      .createIndex('messages_post_idx')
      .on('messages')
      .column('post_id')
      .where(sql.ref('post_id'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('messages_post_idx').execute();
    await db.schema.dropIndex('messages_conversation_item_idx').execute();
    await db.schema.alterTable('messages').dropColumn('post_id').execute();
  },
};
