/** Where the next feed page starts: after the post with this id (the feed is in id order). */
export interface FeedPosition {
  id: number;
}

/**
 * Where the next page of a list in creation order starts (a member's items): after the post
 * made at `createdAt` with this id, the order of the index that serves the list.
 */
export interface DatedPosition {
  createdAt: string;
  id: number;
}

/** A stored timestamp as the application writes it: ISO-8601 in UTC. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

function encodeCursor(values: (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The values of a cursor we issued with `length` of them; null for anything else. */
function cursorValues(cursor: string, length: number): unknown[] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(value) && value.length === length ? (value as unknown[]) : null;
  } catch {
    return null;
  }
}

const isPostId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isSafeInteger(id) && id >= 1;

export function encodeFeedCursor(position: FeedPosition): string {
  return encodeCursor([position.id]);
}

/** The position of a cursor we issued; null for anything else. */
export function decodeFeedCursor(cursor: string): FeedPosition | null {
  const [id] = cursorValues(cursor, 1) ?? [];
  return isPostId(id) ? { id } : null;
}

export function encodeDatedCursor(position: DatedPosition): string {
  return encodeCursor([position.createdAt, position.id]);
}

/** The position of a dated cursor we issued; null for anything else. */
export function decodeDatedCursor(cursor: string): DatedPosition | null {
  const [createdAt, id] = cursorValues(cursor, 2) ?? [];
  if (typeof createdAt !== 'string' || !ISO_TIME.test(createdAt)) return null;
  if (Number.isNaN(Date.parse(createdAt)) || !isPostId(id)) return null;
  return { createdAt, id };
}
