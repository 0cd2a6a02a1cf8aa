import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';

import type { Database } from '../../db/schema';
import { feedChangeOf } from './feed-changes';

/** A query builder that only builds: the statements' trees are what is read. */
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

describe('feedChangeOf', () => {
  it('moves the feed with a post written, deleted, or changed where the feed filters', () => {
    const insert = db.insertInto('posts').values({
      user_id: 1,
      title: 'Sofa',
      description: '',
      email: '',
      phone: '',
      location: 'Amman',
      region: 'Amman',
      category: 'Furniture',
      features: '[]',
      search_text: 'sofa',
      created_at: '',
      updated_at: '',
    });
    expect(feedChangeOf(insert.toOperationNode())).toBe('feed');
    expect(feedChangeOf(db.deleteFrom('posts').where('id', '=', 1).toOperationNode())).toBe('feed');
    const donated = db.updateTable('posts').set({ availability: 'donated' }).where('id', '=', 1);
    expect(feedChangeOf(donated.toOperationNode())).toBe('feed');
    // A member's deletion takes their posts.
    expect(feedChangeOf(db.deleteFrom('users').where('id', '=', 1).toOperationNode())).toBe('feed');
  });

  it("changes only how posts are shown with any other edit, its poster's name or rating, or its photos", () => {
    const moved = db.updateTable('posts').set({ location: 'Amman - Abdoun' });
    expect(feedChangeOf(moved.toOperationNode())).toBe('display');
    const phone = db.updateTable('posts').set({ phone: '0790000000' });
    expect(feedChangeOf(phone.toOperationNode())).toBe('display');
    const promoted = db.updateTable('users').set({ is_admin: 1 });
    expect(feedChangeOf(promoted.toOperationNode())).toBe('display');
    const renamed = db.updateTable('users').set({ username: 'sara' }).where('id', '=', 1);
    expect(feedChangeOf(renamed.toOperationNode())).toBe('display');
    const rated = db.updateTable('users as u').set({ rating_sum: 5, rating_count: 1 });
    expect(feedChangeOf(rated.toOperationNode())).toBe('display');
    const renumbered = db.updateTable('post_images').set({ position: 0 });
    expect(feedChangeOf(renumbered.toOperationNode())).toBe('display');
    expect(feedChangeOf(db.deleteFrom('post_images').toOperationNode())).toBe('display');
  });

  it('leaves the feed alone for what no post shows, and for reads', () => {
    const locale = db.updateTable('users').set({ locale: 'ar' });
    expect(feedChangeOf(locale.toOperationNode())).toBeUndefined();
    const message = db.deleteFrom('messages').where('id', '=', 1);
    expect(feedChangeOf(message.toOperationNode())).toBeUndefined();
    expect(feedChangeOf(db.selectFrom('posts').selectAll().toOperationNode())).toBeUndefined();
  });
});
