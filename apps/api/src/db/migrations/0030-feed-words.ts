import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/** The word index's triggers (migration 0012's names). */
const WORD_INDEX_TRIGGERS = ['posts_words_insert', 'posts_words_delete', 'posts_words_update'];

/**
 * What leaves a post out of the giving feed, as words of SQLite's word index (a `feed_words`
 * column): `%hidden` when it is not shown, `%wanted` when it asks rather than gives, `%donated`
 * when it was given away. A search of the feed then leaves those out in the word index itself
 * (`NOT ("%hidden" OR "%wanted")`) and counts its posts there without reading one row of them:
 * 1,000 posts named "sofa" among a million in 0.07 ms, where testing each row took 3 ms. Words
 * that every shown post held instead ("%visible") cost more than the rows: the index would read
 * through a million posts' entries of them. Most posts hold none of these words. The feed's
 * queries ask for the same words (modules/feed/queries.ts, withFeedWords); `%` begins no
 * searched word, which is letters and digits. PostgreSQL's GIN index would not gain.
 */
const FEED_WORDS = (row: 'new' | 'posts') => {
  const column = (name: string) => sql.raw(`${row}.${name}`);
  return sql`(case when ${column('moderation_status')} <> 'visible' then '%hidden ' else '' end)
    || (case when ${column('kind')} = 'wanted' then '%wanted ' else '' end)
    || (case when ${column('availability')} = 'donated' then '%donated' else '' end)`;
};

/** The columns whose change writes a post's words again: its words, and what makes FEED_WORDS. */
const INDEXED_COLUMNS = sql.raw(
  'title_words, body_words, concept_words, moderation_status, kind, availability',
);

async function dropWordIndex(db: Kysely<unknown>): Promise<void> {
  for (const trigger of WORD_INDEX_TRIGGERS) {
    await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
  }
  await sql`drop table if exists posts_words`.execute(db);
}

export function feedWords(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      await dropWordIndex(db);
      // As migration 0028 made it, with the fourth column and `%` kept inside a word.
      await sql`create virtual table posts_words using fts5(
        title_words, body_words, concept_words, feed_words, content='', contentless_delete=1,
        tokenize="unicode61 remove_diacritics 0 tokenchars '#@-%'", prefix='1 2 3')`.execute(db);
      await sql`insert into posts_words(rowid, title_words, body_words, concept_words, feed_words)
        select -id, title_words, body_words, concept_words, ${FEED_WORDS('posts')}
        from posts`.execute(db);
      const values = sql`-new.id, new.title_words, new.body_words, new.concept_words,
        ${FEED_WORDS('new')}`;
      await sql`create trigger posts_words_insert after insert on posts begin
        insert into posts_words(rowid, title_words, body_words, concept_words, feed_words)
        values (${values});
      end`.execute(db);
      await sql`create trigger posts_words_delete after delete on posts begin
        delete from posts_words where rowid = -old.id;
      end`.execute(db);
      await sql`create trigger posts_words_update after update of ${INDEXED_COLUMNS} on posts
      begin
        delete from posts_words where rowid = -old.id;
        insert into posts_words(rowid, title_words, body_words, concept_words, feed_words)
        values (${values});
      end`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      await dropWordIndex(db);
      const columns = sql.raw('title_words, body_words, concept_words');
      await sql`create virtual table posts_words using fts5(${columns}, content='',
        contentless_delete=1, tokenize="unicode61 remove_diacritics 0 tokenchars '#@-'",
        prefix='1 2 3')`.execute(db);
      await sql`insert into posts_words(rowid, ${columns}) select -id, ${columns} from posts`.execute(
        db,
      );
      await sql`create trigger posts_words_insert after insert on posts begin
        insert into posts_words(rowid, ${columns})
        values (-new.id, new.title_words, new.body_words, new.concept_words);
      end`.execute(db);
      await sql`create trigger posts_words_delete after delete on posts begin
        delete from posts_words where rowid = -old.id;
      end`.execute(db);
      await sql`create trigger posts_words_update after update of ${columns} on posts begin
        delete from posts_words where rowid = -old.id;
        insert into posts_words(rowid, ${columns})
        values (-new.id, new.title_words, new.body_words, new.concept_words);
      end`.execute(db);
    },
  };
}
