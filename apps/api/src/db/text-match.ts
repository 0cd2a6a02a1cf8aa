import { sql } from 'kysely';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `like` of a lower-case substring, the same on both databases. */
export function containsLowerCase(column: string, text: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;
}
