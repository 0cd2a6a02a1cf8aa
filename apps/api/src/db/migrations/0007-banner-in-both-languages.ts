import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Letters of the Arabic script, and of the Latin one, in a banner's text (its tags left out). */
const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

function writtenInArabic(html: string): boolean {
  const text = html.replace(/<[^>]*>/g, ' ');
  return ARABIC_LETTER.test(text) && !LATIN_LETTER.test(text);
}

/**
 * A banner has an English and an Arabic version: `content` becomes the English one and `content_ar`
 * the Arabic one, either left empty ('') when the administrator wrote only the other. A banner
 * written before, in Arabic letters alone, becomes an Arabic-only banner.
 */
export const bannerInBothLanguages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('banners')
      .addColumn('content_ar', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    const { rows } = await sql<{
      id: number;
      content: string;
    }>`select id, content from banners`.execute(db);
    for (const row of rows.filter((banner) => writtenInArabic(banner.content))) {
      await sql`update banners set content_ar = content, content = '' where id = ${row.id}`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<unknown>) {
    await sql`update banners set content = content_ar where content = ''`.execute(db);
    await db.schema.alterTable('banners').dropColumn('content_ar').execute();
  },
};
