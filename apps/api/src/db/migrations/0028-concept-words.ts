import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import { ITEM_WORDS } from '@tabarru/contract/item-words';
import { PLACES, type Place } from '@tabarru/contract/places';

import type { Dialect } from '../database';

/** Posts given their concept words per read while the column is filled. */
const BATCH = 1000;

/**
 * The columns of a post that decide which feeds show it, where, and for which words, as they
 * are once this migration has run (migration 0022's, 0027's shown point and the concept words):
 * the rules kept since are modules/feed/feed-changes.ts.
 */
const FEED_COLUMNS_BEFORE = [
  'moderation_status',
  'kind',
  'expires_at',
  'availability',
  'category',
  'region',
  'title',
  'description',
  'features',
  'point_id',
];
const FEED_COLUMNS = [...FEED_COLUMNS_BEFORE, 'concept_words'];

/** The word index's triggers (migration 0012's names). */
const WORD_INDEX_TRIGGERS = ['posts_words_insert', 'posts_words_delete', 'posts_words_update'];

/**
 * Search across languages, dialects and places (docs/decisions.md, "Search by words"): each post
 * keeps, in `concept_words`, the things of the dictionary (packages/contract item-words.ts) its
 * title, description and features name, as `#` and the entry's id, and the place its location
 * names with the places containing it and its governorate, as `@` and the place's id. SQLite's
 * word index (FTS5, which cannot add a column) is made again with the column, its tokenizer
 * keeping `#`, `@` and `-` inside a word, its rowid minus the post id, contentless with deletes
 * and with the same prefix indexes as migration 0012's; PostgreSQL's GIN index of the words of
 * the whole post becomes one of those words and the concept words. The vocabulary lists the
 * concept words too (migration 0012's triggers, made again), so a search leaves out the things
 * and places no post names; and the feed's version moves with them (migration 0022's trigger,
 * made again).
 *
 * The posts written before are given their concept words here, by the rules of the time,
 * written out below: the application's own (modules/feed/concept-words.ts) may change later,
 * and this migration must give the same words whenever it runs.
 */
export function conceptWords(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('posts')
        .addColumn('concept_words', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      // The vocabulary's triggers see every post's concept words as they are filled in.
      await recreateVocabularyTriggers(db, dialect, true);
      await fillConceptWords(db);
      if (dialect === 'sqlite') {
        await createWordIndex(db, true);
      } else {
        await sql`drop index if exists posts_words_idx`.execute(db);
        await sql`create index posts_all_words_idx on posts using gin (${ALL_LEXEMES})`.execute(db);
      }
      await recreateFeedVersionTrigger(db, dialect, FEED_COLUMNS);
    },
    async down(db: Kysely<unknown>) {
      await recreateFeedVersionTrigger(db, dialect, FEED_COLUMNS_BEFORE);
      await recreateVocabularyTriggers(db, dialect, false);
      if (dialect === 'sqlite') {
        await createWordIndex(db, false);
      } else {
        await sql`drop index if exists posts_all_words_idx`.execute(db);
        await sql`create index posts_words_idx on posts using gin (${WORD_LEXEMES})`.execute(db);
      }
      await db.schema.alterTable('posts').dropColumn('concept_words').execute();
    },
  };
}

/**
 * PostgreSQL's lexemes of the whole post: its words (migration 0012's index), and with the
 * concept words (this one's), the same text as the feed's queries (modules/feed/queries.ts).
 */
const WORD_LEXEMES = sql`array_to_tsvector(array_remove(string_to_array(title_words || ' ' || body_words, ' '), ''))`;
const ALL_LEXEMES = sql`array_to_tsvector(array_remove(string_to_array(title_words || ' ' || body_words || ' ' || concept_words, ' '), ''))`;

/** SQLite's word index, with the concept words or (down) without them as migration 0012 made it. */
async function createWordIndex(db: Kysely<unknown>, withConcepts: boolean): Promise<void> {
  for (const trigger of WORD_INDEX_TRIGGERS) {
    await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
  }
  await sql`drop table if exists posts_words`.execute(db);
  const columns = sql.raw(
    withConcepts ? 'title_words, body_words, concept_words' : 'title_words, body_words',
  );
  const values = sql.raw(
    withConcepts
      ? 'new.title_words, new.body_words, new.concept_words'
      : 'new.title_words, new.body_words',
  );
  // Words are written already split and normalised: the tokenizer only splits on the spaces,
  // and keeps the marks of the concept words (#sofa, @amman-khalda) inside them.
  const tokenize = sql.raw(
    withConcepts
      ? `tokenize="unicode61 remove_diacritics 0 tokenchars '#@-'"`
      : `tokenize='unicode61 remove_diacritics 0'`,
  );
  await sql`create virtual table posts_words using fts5(${columns}, content='',
    contentless_delete=1, ${tokenize}, prefix='1 2 3')`.execute(db);
  await sql`insert into posts_words(rowid, ${columns}) select -id, ${columns} from posts`.execute(
    db,
  );
  await sql`create trigger posts_words_insert after insert on posts begin
    insert into posts_words(rowid, ${columns}) values (-new.id, ${values});
  end`.execute(db);
  await sql`create trigger posts_words_delete after delete on posts begin
    delete from posts_words where rowid = -old.id;
  end`.execute(db);
  await sql`create trigger posts_words_update after update of ${columns} on posts begin
    delete from posts_words where rowid = -old.id;
    insert into posts_words(rowid, ${columns}) values (-new.id, ${values});
  end`.execute(db);
}

/**
 * Migration 0012's triggers that add each written post's words to the vocabulary, with its
 * concept words or (down) without them. Concept words are letters, digits and `#@-`, nothing a
 * JSON string would need escaped.
 */
async function recreateVocabularyTriggers(
  db: Kysely<unknown>,
  dialect: Dialect,
  withConcepts: boolean,
): Promise<void> {
  const words = sql.raw(
    withConcepts
      ? "new.title_words || ' ' || new.body_words || ' ' || new.concept_words"
      : "new.title_words || ' ' || new.body_words",
  );
  const columns = sql.raw(
    withConcepts ? 'title_words, body_words, concept_words' : 'title_words, body_words',
  );
  if (dialect === 'postgres') {
    await sql`drop trigger posts_vocabulary on posts`.execute(db);
    await sql`create or replace function record_search_vocabulary() returns trigger
      language plpgsql as $$
      begin
        insert into search_vocabulary (term)
          select distinct term from unnest(string_to_array(${words}, ' ')) as term
          where term <> ''
          order by term
          on conflict do nothing;
        return new;
      end
    $$`.execute(db);
    await sql`create trigger posts_vocabulary after insert or update of ${columns} on posts
      for each row execute function record_search_vocabulary()`.execute(db);
    return;
  }
  const newWords = sql`insert or ignore into search_vocabulary (term)
    select value from json_each('["' || replace(${words}, ' ', '","') || '"]')
    where value <> ''`;
  await sql`drop trigger posts_vocabulary_insert`.execute(db);
  await sql`drop trigger posts_vocabulary_update`.execute(db);
  await sql`create trigger posts_vocabulary_insert after insert on posts begin
    ${newWords};
  end`.execute(db);
  await sql`create trigger posts_vocabulary_update after update of ${columns} on posts begin
    ${newWords};
  end`.execute(db);
}

/** Migration 0022's trigger of the feed's version on posts, for these columns. */
async function recreateFeedVersionTrigger(
  db: Kysely<unknown>,
  dialect: Dialect,
  columns: readonly string[],
): Promise<void> {
  const listed = sql.raw(columns.join(', '));
  if (dialect === 'postgres') {
    await sql`drop trigger posts_feed_version on posts`.execute(db);
    await sql`create trigger posts_feed_version after insert or delete or update of ${listed}
      on posts for each statement execute function feed_version_bump()`.execute(db);
    return;
  }
  await sql`drop trigger posts_feed_version_update`.execute(db);
  await sql`create trigger posts_feed_version_update after update of ${listed} on posts
    begin
      update feed_version set version = version + 1 where id = 1;
    end`.execute(db);
}

async function fillConceptWords(db: Kysely<unknown>): Promise<void> {
  const rules = conceptRules();
  let after = 0;
  for (;;) {
    const { rows } = await sql<{
      id: number;
      title: string;
      description: string;
      features: string;
      location: string;
      region: string;
    }>`select id, title, description, features, location, region from posts
      where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    for (const row of rows) {
      const words = rules.conceptWordsOf(row);
      if (words !== '') {
        await sql`update posts set concept_words = ${words} where id = ${row.id}`.execute(db);
      }
    }
    after = rows.at(-1)?.id ?? after;
  }
}

// The rules of the time, as modules/feed (search-text.ts, word-forms.ts, concept-words.ts) and
// the contract's place-search.ts wrote them when this migration was written.

const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671]/g;
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;
const COMBINING_MARKS = /\p{M}/gu;
const LATIN_WORD = /^[a-z]+$/;
const ARABIC_ARTICLES = [
  ['وال', 3],
  ['ولل', 3],
  ['بال', 3],
  ['كال', 3],
  ['فال', 3],
  ['لل', 2],
  ['ال', 2],
] as const;

const letterCount = (word: string) => [...word].length;

function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

function wordsOf(text: string): string[] {
  return westernDigits(text.normalize('NFKC'))
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(ALEF_VARIANTS, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .split(WORD_SEPARATORS)
    .filter((word) => word.length > 0);
}

function withoutArabicPrefix(word: string): string {
  for (const [article, keeps] of ARABIC_ARTICLES) {
    if (word.startsWith(article) && letterCount(word) - article.length >= keeps) {
      return word.slice(article.length);
    }
  }
  if (!word.startsWith('و')) return word;
  const rest = word.slice(1);
  return rest.startsWith('ال') || letterCount(rest) < 3 ? word : rest;
}

function withoutEnglishPlural(word: string): string {
  if (!LATIN_WORD.test(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const stemsOf = (text: string) =>
  wordsOf(text).map((word) => withoutEnglishPlural(withoutArabicPrefix(word)));

function placeKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/[ىی]/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(/['\u2018\u2019\u02bb\u02bc\u0060\u00b4]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/(^| )[ae]l (?=\S)/g, '$1')
    .replace(/(^| )[ae](th|dh|sh|[tdrzsn]) (?=\2)/g, '$1')
    .replace(/(^| )ال(?=\S\S)/g, '$1');
}

const PLACE_SPECIFICITY = { governorate: 0, town: 1, area: 2, neighbourhood: 3 } as const;

/** The concept words of a post by the rules of the time, from the dictionary and the places. */
function conceptRules() {
  // The dictionary's names as stems, by their first stem, the longest first.
  const namesByFirst = new Map<string, { stems: string[]; words: Set<string> }[]>();
  for (const entry of ITEM_WORDS) {
    for (const name of [...entry.en, ...entry.ar, ...(entry.arabizi ?? [])]) {
      const stems = stemsOf(name);
      const first = stems[0];
      if (first === undefined) continue;
      const names = namesByFirst.get(first) ?? [];
      let known = names.find((other) => other.stems.join(' ') === stems.join(' '));
      if (!known) {
        known = { stems, words: new Set() };
        names.push(known);
        namesByFirst.set(first, names);
      }
      known.words.add(`#${entry.id}`);
    }
  }
  for (const names of namesByFirst.values()) {
    names.sort((a, b) => b.stems.length - a.stems.length);
  }
  const itemWordsOf = (text: string, found: Set<string>) => {
    const stems = stemsOf(text);
    for (let at = 0; at < stems.length;) {
      const name = namesByFirst
        .get(stems[at] as string)
        ?.find((candidate) => candidate.stems.every((stem, k) => stems[at + k] === stem));
      if (!name) {
        at += 1;
        continue;
      }
      for (const word of [...name.words].sort()) found.add(word);
      at += name.stems.length;
    }
  };

  const byId = new Map(PLACES.map((place) => [place.id, place]));
  const byKey = new Map<string, Place[]>();
  for (const place of PLACES) {
    for (const key of new Set([place.en, place.ar, ...place.aliases].map(placeKey))) {
      byKey.set(key, [...(byKey.get(key) ?? []), place]);
    }
  }
  const placeWordsOf = (location: string, region: string, found: Set<string>) => {
    const separator = location.indexOf(' - ');
    const area = separator === -1 ? location : location.slice(separator + 3);
    const [place] = (byKey.get(placeKey(area)) ?? [])
      .filter((candidate) => candidate.region === region)
      .sort((a, b) => PLACE_SPECIFICITY[b.kind] - PLACE_SPECIFICITY[a.kind]);
    if (place && place.kind !== 'governorate') {
      for (let at: Place | undefined = place; at; at = byId.get(at.parent ?? '')) {
        found.add(`@${at.id}`);
      }
    }
    const governorate = PLACES.find(
      (candidate) => candidate.kind === 'governorate' && candidate.region === region,
    );
    if (governorate) found.add(`@${governorate.id}`);
  };

  return {
    conceptWordsOf(post: {
      title: string;
      description: string;
      features: string;
      location: string;
      region: string;
    }): string {
      const found = new Set<string>();
      for (const text of [post.title, post.description, ...featuresOf(post.features)]) {
        itemWordsOf(text, found);
      }
      placeWordsOf(post.location, post.region, found);
      return [...found].join(' ');
    },
  };
}

function featuresOf(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
