import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/** What the feed asks of a post besides its words, copied beside each of its concept words. */
const FEED_COLUMNS = sql.raw('moderation_status, kind, availability, expired_at, category, region');

/**
 * PostgreSQL: each concept word of each post (posts.concept_words: the dictionary's things, the
 * post's place and the places holding it) as a row of its own, with the post's id and what the
 * feed asks of it, kept by a trigger. Its btree gives the posts of one concept newest first,
 * and a count that stops at its cap reads nothing else, where the word index gathers every post
 * holding the concept before it gives the first (docs/performance.md, "Places and things read
 * newest first"). The post's id is named `id`, as in posts, so the feed's filters apply to it.
 * SQLite's word index already gives its matches newest first and stops.
 */
export function postConcepts(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`create table post_concepts (
        concept text not null,
        id integer not null references posts (id) on delete cascade,
        moderation_status text not null,
        kind text not null,
        availability text not null,
        expired_at timestamptz,
        category text not null,
        region text not null,
        primary key (concept, id) include (${FEED_COLUMNS})
      )`.execute(db);
      // A post's rows are found by its id when it is written again or deleted.
      await sql`create index post_concepts_post_idx on post_concepts (id)`.execute(db);
      await sql`create function keep_post_concepts() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' then
            if (new.concept_words, new.moderation_status, new.kind, new.availability,
                new.expired_at, new.category, new.region)
              is not distinct from (old.concept_words, old.moderation_status, old.kind,
                old.availability, old.expired_at, old.category, old.region) then
              return null;
            end if;
            delete from post_concepts where id = old.id;
          end if;
          insert into post_concepts (concept, id, ${FEED_COLUMNS})
            select distinct concept, new.id, new.moderation_status, new.kind, new.availability,
              new.expired_at, new.category, new.region
            from unnest(string_to_array(new.concept_words, ' ')) as concept
            where concept <> '';
          return null;
        end
      $$`.execute(db);
      await sql`create trigger posts_concepts
        after insert or update of concept_words, ${FEED_COLUMNS} on posts
        for each row execute function keep_post_concepts()`.execute(db);
      await sql`insert into post_concepts (concept, id, ${FEED_COLUMNS})
        select distinct concept, posts.id, ${FEED_COLUMNS}
        from posts, unnest(string_to_array(posts.concept_words, ' ')) as concept
        where concept <> ''`.execute(db);
      await sql`analyze post_concepts`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop trigger posts_concepts on posts`.execute(db);
      await sql`drop function keep_post_concepts()`.execute(db);
      await sql`drop table post_concepts`.execute(db);
    },
  };
}
