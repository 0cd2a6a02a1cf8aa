import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/** The lexemes of a post's title and of the whole post, as migrations 0012 and 0028 index them. */
const TITLE_LEXEMES = sql`array_to_tsvector(string_to_array(title_words, ' '))`;
const ALL_LEXEMES = sql`array_to_tsvector(array_remove(string_to_array(title_words || ' ' || body_words || ' ' || concept_words, ' '), ''))`;

/**
 * PostgreSQL keeps each post's lexemes in columns of their own, indexed, instead of indexing an
 * expression of its words. A search that walks the feed newest first tests each post it passes,
 * and the expression was made again for each: about 0.3 ms a post, 1.2 s for a page of a
 * search that 1 post in 300 matches among a million. Stored, the test reads them. SQLite's word
 * index needs none of this.
 */
export function storedLexemes(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`alter table posts
        add column title_lexemes tsvector generated always as (${TITLE_LEXEMES}) stored,
        add column all_lexemes tsvector generated always as (${ALL_LEXEMES}) stored`.execute(db);
      await sql`drop index if exists posts_title_words_idx`.execute(db);
      await sql`drop index if exists posts_all_words_idx`.execute(db);
      await sql`create index posts_title_lexemes_idx on posts using gin (title_lexemes)`.execute(
        db,
      );
      await sql`create index posts_all_lexemes_idx on posts using gin (all_lexemes)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop index posts_all_lexemes_idx`.execute(db);
      await sql`drop index posts_title_lexemes_idx`.execute(db);
      await sql`alter table posts drop column all_lexemes, drop column title_lexemes`.execute(db);
      await sql`create index posts_title_words_idx on posts using gin (${TITLE_LEXEMES})`.execute(
        db,
      );
      await sql`create index posts_all_words_idx on posts using gin (${ALL_LEXEMES})`.execute(db);
    },
  };
}
