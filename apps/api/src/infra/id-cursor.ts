/**
 * Keyset cursors: the position after the last row of a page, opaque to clients, so the next page
 * is one index seek at any depth. A cursor is the JSON list of the values of that position, in
 * base64url.
 */
export function encodeCursor(values: (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The values of a cursor we issued with `length` of them; null for anything else. */
export function cursorValues(cursor: string, length: number): unknown[] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(value) && value.length === length ? (value as unknown[]) : null;
  } catch {
    return null;
  }
}

/** Whether a cursor's value can be a row's id. */
export const isRowId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isSafeInteger(id) && id >= 1;

/** The cursor after the row with this id, for lists in id order (the admin lists, the log). */
export function encodeIdCursor(id: number): string {
  return encodeCursor([id]);
}

/** The id of an id cursor we issued; null for anything else. */
export function decodeIdCursor(cursor: string): number | null {
  const [id] = cursorValues(cursor, 1) ?? [];
  return isRowId(id) ? id : null;
}
