import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';

/** ٠-٩ (Arabic-Indic) and ۰-۹ (Eastern Arabic-Indic), each with the Western digit it reads as. */
const DIGITS = Array.from({ length: 10 }, (_, digit) => [
  [String.fromCharCode(0x0660 + digit), String(digit)],
  [String.fromCharCode(0x06f0 + digit), String(digit)],
]).flat();

/**
 * Stored search texts write Arabic-Indic digits as Western ones, as normalizeSearchText now
 * does to titles and queries, so '٣' and '3' find the same posts. Only rows holding such a
 * digit are rewritten (on SQLite the title index follows by its update trigger). Down changes
 * nothing: which digits were Arabic-Indic is not kept, and Western digits search as before.
 */
export const searchTextWesternDigits: Migration = {
  async up(db: Kysely<unknown>) {
    let replaced: RawBuilder<string> = sql<string>`search_text`;
    for (const [arabic, western] of DIGITS) {
      replaced = sql<string>`replace(${replaced}, ${arabic}, ${western})`;
    }
    const holdsOne = sql.join(
      DIGITS.map(([arabic]) => sql`search_text like ${`%${arabic}%`}`),
      sql` or `,
    );
    await sql`update posts set search_text = ${replaced} where ${holdsOne}`.execute(db);
  },
  async down() {
    // Nothing to undo: see above.
  },
};
