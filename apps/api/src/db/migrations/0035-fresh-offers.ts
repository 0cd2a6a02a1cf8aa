import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/** An offer's days on the feed when this migration ran (docs/operations.md keeps the figure). */
const OFFER_DAYS = 30;

/**
 * The columns whose change moves a post in the feed, as migration 0028 left them; this
 * migration adds `expired_at`. The rules kept since are modules/feed/feed-changes.ts.
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
  'concept_words',
];

/** The feed's indexes as migrations 0021 and 0027 made them: name and the columns after the kind. */
const FEED_INDEXES = [
  ['posts_feed_idx', []],
  ['posts_category_feed_idx', ['category']],
  ['posts_region_feed_idx', ['region']],
  ['posts_category_region_feed_idx', ['category', 'region']],
  ['posts_point_feed_idx', ['point_id']],
] as const;

/**
 * Offers that stay fresh: an offer is on the feed until `expires_at` (the column wanted posts
 * had), 30 days after it was posted or last renewed. The freshness job asks its donor "Still
 * available?" on days 7 and 21 (`offer_checks` counts the questions of this period,
 * `still_available_asked_at` is the one not yet answered) and, when the days run out, takes it
 * off the feed by setting `expired_at`: a write, so what the feed keeps is cleared as for any
 * other change, where a test of the clock in every read would leave kept pages stale. Renewing
 * clears it. The feed's indexes end with `expired_at`, so the feed and its counts still read an
 * index alone; SQLite's word index files an expired post under `%hidden`, so a search leaves it
 * out there (migration 0030). Offers posted before run 30 days from this migration, rather than
 * all ending at once.
 */
export function freshOffers(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      const posts = () => db.schema.alterTable('posts');
      await posts().addColumn('expired_at', timestamp).execute();
      await posts()
        .addColumn('offer_checks', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`offer_checks between 0 and 2`),
        )
        .execute();
      await posts().addColumn('still_available_asked_at', timestamp).execute();
      const endsAt = new Date(Date.now() + OFFER_DAYS * 24 * 60 * 60_000).toISOString();
      await sql`update posts set expires_at = ${endsAt}
        where kind = 'give' and expires_at is null`.execute(db);
      await recreateFeedIndexes(db, true);
      await sql`create index posts_offer_due_idx on posts (expires_at)
        where kind = 'give' and expired_at is null and availability <> 'donated'`.execute(db);
      await recreateFeedVersionTrigger(db, dialect, [...FEED_COLUMNS_BEFORE, 'expired_at']);
      if (dialect === 'sqlite') await recreateWordTriggers(db, true);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') await recreateWordTriggers(db, false);
      await recreateFeedVersionTrigger(db, dialect, FEED_COLUMNS_BEFORE);
      await sql`drop index posts_offer_due_idx`.execute(db);
      await recreateFeedIndexes(db, false);
      await sql`update posts set expires_at = null where kind = 'give'`.execute(db);
      for (const column of ['still_available_asked_at', 'offer_checks', 'expired_at']) {
        await db.schema.alterTable('posts').dropColumn(column).execute();
      }
    },
  };
}

async function recreateFeedIndexes(db: Kysely<unknown>, withExpiry: boolean): Promise<void> {
  for (const [name, columns] of FEED_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('posts')
      .columns([
        'moderation_status',
        'kind',
        ...columns,
        'id',
        'availability',
        ...(withExpiry ? ['expired_at'] : []),
      ])
      .execute();
  }
}

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

/**
 * SQLite's word index triggers (migration 0030's), with an expired offer under `%hidden` as a
 * post not shown is; the index itself is unchanged, since no post has expired when this runs.
 */
async function recreateWordTriggers(db: Kysely<unknown>, withExpiry: boolean): Promise<void> {
  const hidden = withExpiry
    ? sql`new.moderation_status <> 'visible' or new.expired_at is not null`
    : sql`new.moderation_status <> 'visible'`;
  const values = sql`-new.id, new.title_words, new.body_words, new.concept_words,
    (case when ${hidden} then '%hidden ' else '' end)
    || (case when new.kind = 'wanted' then '%wanted ' else '' end)
    || (case when new.availability = 'donated' then '%donated' else '' end)`;
  const indexed = sql.raw(
    `title_words, body_words, concept_words, moderation_status, kind, availability${
      withExpiry ? ', expired_at' : ''
    }`,
  );
  await sql`drop trigger posts_words_insert`.execute(db);
  await sql`drop trigger posts_words_update`.execute(db);
  await sql`create trigger posts_words_insert after insert on posts begin
    insert into posts_words(rowid, title_words, body_words, concept_words, feed_words)
    values (${values});
  end`.execute(db);
  await sql`create trigger posts_words_update after update of ${indexed} on posts
  begin
    delete from posts_words where rowid = -old.id;
    insert into posts_words(rowid, title_words, body_words, concept_words, feed_words)
    values (${values});
  end`.execute(db);
}
