import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

const TRIGGERS = ['posts_search_insert', 'posts_search_delete', 'posts_search_update'];

async function dropTitleSearch(db: Kysely<unknown>): Promise<void> {
  for (const trigger of TRIGGERS) await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
  await sql`drop table if exists posts_search`.execute(db);
}

/**
 * SQLite's trigram index of titles keeps each post under minus its id. The feed is newest
 * first, and FTS5 reads a term's postings forwards page by page but has to load them whole to
 * go backwards: stored this way, newest first is the forward order, and a search page costs
 * about what a plain feed page costs (34 µs against 55 µs at 100,000 posts). The index no
 * longer mirrors the posts' rowids, so it keeps no content of its own (contentless, with
 * deletes allowed); the feed only ever reads its rowids. PostgreSQL's index is unchanged.
 */
export function titleSearchNewestFirst(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      await dropTitleSearch(db);
      await sql`create virtual table posts_search using fts5(search_text, content='', contentless_delete=1, tokenize='trigram')`.execute(
        db,
      );
      await sql`insert into posts_search(rowid, search_text) select -id, search_text from posts`.execute(
        db,
      );
      await sql`create trigger posts_search_insert after insert on posts begin
        insert into posts_search(rowid, search_text) values (-new.id, new.search_text);
      end`.execute(db);
      await sql`create trigger posts_search_delete after delete on posts begin
        delete from posts_search where rowid = -old.id;
      end`.execute(db);
      await sql`create trigger posts_search_update after update of search_text on posts begin
        delete from posts_search where rowid = -old.id;
        insert into posts_search(rowid, search_text) values (-new.id, new.search_text);
      end`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      await dropTitleSearch(db);
      await sql`create virtual table posts_search using fts5(search_text, content='posts', content_rowid='id', tokenize='trigram')`.execute(
        db,
      );
      await sql`insert into posts_search(posts_search) values ('rebuild')`.execute(db);
      await sql`create trigger posts_search_insert after insert on posts begin
        insert into posts_search(rowid, search_text) values (new.id, new.search_text);
      end`.execute(db);
      await sql`create trigger posts_search_delete after delete on posts begin
        insert into posts_search(posts_search, rowid, search_text) values ('delete', old.id, old.search_text);
      end`.execute(db);
      await sql`create trigger posts_search_update after update of search_text on posts begin
        insert into posts_search(posts_search, rowid, search_text) values ('delete', old.id, old.search_text);
        insert into posts_search(rowid, search_text) values (new.id, new.search_text);
      end`.execute(db);
    },
  };
}
