import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Letters of the Arabic script, and of the Latin one, in an event's texts. */
const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

function writtenInArabic(text: string): boolean {
  return ARABIC_LETTER.test(text) && !LATIN_LETTER.test(text);
}

/**
 * An event has an English and an Arabic version, like the banner (migration 0007): `title` and
 * `description` become the English one and `title_ar` and `description_ar` the Arabic one,
 * either pair left empty ('') when the administrator wrote only the other. An event written
 * before in Arabic letters alone (its title and description together) becomes Arabic-only.
 * Going down keeps one version: the English one, or the Arabic one of an Arabic-only event.
 */
export const eventsInBothLanguages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('events')
      .addColumn('title_ar', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('events')
      .addColumn('description_ar', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    const { rows } = await sql<{
      id: number;
      title: string;
      description: string;
    }>`select id, title, description from events`.execute(db);
    for (const row of rows.filter((event) =>
      writtenInArabic(`${event.title} ${event.description}`),
    )) {
      await sql`update events set title_ar = title, description_ar = description, title = '', description = '' where id = ${row.id}`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<unknown>) {
    await sql`update events set title = title_ar, description = description_ar where title = ''`.execute(
      db,
    );
    await db.schema.alterTable('events').dropColumn('description_ar').execute();
    await db.schema.alterTable('events').dropColumn('title_ar').execute();
  },
};
