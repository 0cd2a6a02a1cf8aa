/**
 * Keyset cursors over lists in id order (the feed, the admin lists, the audit log): the id of the
 * last row of a page, opaque to clients, so the next page is one index seek at any depth.
 */
export function encodeIdCursor(id: number): string {
  return Buffer.from(JSON.stringify([id])).toString('base64url');
}

/** The id of a cursor we issued; null for anything else. */
export function decodeIdCursor(cursor: string): number | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 1) return null;
    const [id] = value as unknown[];
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
    return id;
  } catch {
    return null;
  }
}
