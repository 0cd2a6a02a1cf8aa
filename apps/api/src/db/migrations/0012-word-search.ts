import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import { indexedWords } from '../../modules/feed/search-words';
import type { Dialect } from '../database';
import { titleSearchNewestFirst } from './0003-title-search-newest-first';

/** Posts re-indexed per statement while the columns are filled. */
const BATCH = 1000;
const TRIGGERS = ['posts_words_insert', 'posts_words_delete', 'posts_words_update'];
const VOCABULARY_TRIGGERS = ['posts_vocabulary_insert', 'posts_vocabulary_update'];

/**
 * Search by words (docs/decisions.md): each post keeps the words of its title (`title_words`)
 * and of the rest of its text, description and features (`body_words`), each word with its
 * stem, as modules/feed/search-words.ts writes them. SQLite indexes both in an FTS5 table
 * with prefix indexes, its rowid minus the post id as before (newest first is its forward
 * order), and drops the trigram index of titles; PostgreSQL indexes the words of the title and
 * of the whole post as two GIN indexes of lexemes, and keeps its trigram index of titles for
 * the administrators' search. Every word and stem ever indexed is listed once in
 * `search_vocabulary` (byte order, "C" collation on PostgreSQL), so the beginning of a word can be
 * looked for as the few whole words it begins (modules/feed/queries.ts, searchLookup).
 */
export function wordSearch(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('posts')
        .addColumn('title_words', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('posts')
        .addColumn('body_words', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      await createVocabulary(db, dialect);
      // The vocabulary's triggers see every post's words as they are filled in.
      await fillWords(db);
      if (dialect === 'sqlite') await createWordIndex(db);
      else await createWordIndexes(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        for (const trigger of [...TRIGGERS, ...VOCABULARY_TRIGGERS]) {
          await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
        }
        await sql`drop table if exists posts_words`.execute(db);
        await titleSearchNewestFirst(dialect).up(db);
      } else {
        await sql`drop trigger if exists posts_vocabulary on posts`.execute(db);
        await sql`drop function if exists record_search_vocabulary`.execute(db);
        await sql`drop index if exists posts_title_words_idx`.execute(db);
        await sql`drop index if exists posts_words_idx`.execute(db);
      }
      await db.schema.dropTable('search_vocabulary').execute();
      await db.schema.alterTable('posts').dropColumn('body_words').execute();
      await db.schema.alterTable('posts').dropColumn('title_words').execute();
    },
  };
}

async function fillWords(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<{
      id: number;
      title: string;
      description: string;
      features: string;
    }>`select id, title, description, features from posts where id > ${after} order by id limit ${BATCH}`.execute(
      db,
    );
    if (rows.length === 0) return;
    for (const row of rows) {
      await sql`update posts set title_words = ${indexedWords(row.title)},
        body_words = ${indexedWords(row.description, ...featuresOf(row.features))}
        where id = ${row.id}`.execute(db);
    }
    after = rows.at(-1)?.id ?? after;
  }
}

/**
 * The vocabulary and the triggers that add each written post's words to it, whoever writes the
 * post. On SQLite the words, letters and digits only (search-words.ts), are read as a JSON list;
 * on PostgreSQL they are added in order, so two writers never wait on each other in a cycle.
 */
async function createVocabulary(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`create table search_vocabulary (term text collate "C" primary key)`.execute(db);
    await sql`create function record_search_vocabulary() returns trigger language plpgsql as $$
      begin
        insert into search_vocabulary (term)
          select distinct term
          from unnest(string_to_array(new.title_words || ' ' || new.body_words, ' ')) as term
          where term <> ''
          order by term
          on conflict do nothing;
        return new;
      end
    $$`.execute(db);
    await sql`create trigger posts_vocabulary
      after insert or update of title_words, body_words on posts
      for each row execute function record_search_vocabulary()`.execute(db);
    return;
  }
  await sql`create table search_vocabulary (term text primary key) without rowid`.execute(db);
  const newWords = sql.raw(`insert or ignore into search_vocabulary (term)
    select value from json_each('["' || replace(new.title_words || ' ' || new.body_words, ' ', '","') || '"]')
    where value <> ''`);
  await sql`create trigger posts_vocabulary_insert after insert on posts begin
    ${newWords};
  end`.execute(db);
  await sql`create trigger posts_vocabulary_update after update of title_words, body_words on posts begin
    ${newWords};
  end`.execute(db);
}

function featuresOf(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

async function createWordIndex(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['posts_search_insert', 'posts_search_delete', 'posts_search_update']) {
    await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
  }
  await sql`drop table if exists posts_search`.execute(db);
  // Words are written already split and normalised: the tokenizer only splits on the spaces.
  await sql`create virtual table posts_words using fts5(title_words, body_words, content='',
    contentless_delete=1, tokenize='unicode61 remove_diacritics 0', prefix='1 2 3')`.execute(db);
  await sql`insert into posts_words(rowid, title_words, body_words)
    select -id, title_words, body_words from posts`.execute(db);
  await sql`create trigger posts_words_insert after insert on posts begin
    insert into posts_words(rowid, title_words, body_words)
      values (-new.id, new.title_words, new.body_words);
  end`.execute(db);
  await sql`create trigger posts_words_delete after delete on posts begin
    delete from posts_words where rowid = -old.id;
  end`.execute(db);
  await sql`create trigger posts_words_update after update of title_words, body_words on posts begin
    delete from posts_words where rowid = -old.id;
    insert into posts_words(rowid, title_words, body_words)
      values (-new.id, new.title_words, new.body_words);
  end`.execute(db);
}

async function createWordIndexes(db: Kysely<unknown>): Promise<void> {
  await sql`create index posts_title_words_idx on posts using gin (${titleLexemes})`.execute(db);
  await sql`create index posts_words_idx on posts using gin (${allLexemes})`.execute(db);
}

/**
 * The lexemes PostgreSQL indexes: the stored words as they are (no parser or dictionary, which
 * would split Arabic by the server's locale). The feed's queries repeat these expressions so
 * that the planner can use the indexes.
 */
export const titleLexemes = sql`array_to_tsvector(string_to_array(title_words, ' '))`;
export const allLexemes = sql`array_to_tsvector(array_remove(string_to_array(title_words || ' ' || body_words, ' '), ''))`;
