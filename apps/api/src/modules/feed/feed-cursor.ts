import {
  cursorValues,
  decodeIdCursor,
  encodeCursor,
  encodeIdCursor,
  isRowId,
} from '../../infra/id-cursor';

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

/**
 * Where the next page of a feed read in parts starts (a search: the posts with every word in
 * their title, then those with them elsewhere, then those found through what the words name):
 * after the post with this id in the part numbered `part`.
 */
export interface FeedPartPosition extends FeedPosition {
  part: number;
  /** nearest first: how far the post's shown point is, in whole metres (service.ts) */
  metres?: number;
}

/** The most parts a feed is read in (service.ts, feedParts). */
const MAX_PARTS = 3;

/** A position in the first part is an id cursor, as every feed cursor was before parts. */
export function encodeFeedCursor(position: FeedPartPosition): string {
  if (position.metres !== undefined) {
    return encodeCursor([position.part, position.metres, position.id]);
  }
  return position.part === 0
    ? encodeIdCursor(position.id)
    : encodeCursor([position.part, position.id]);
}

/** The position of a cursor we issued; null for anything else. */
export function decodeFeedCursor(cursor: string): FeedPartPosition | null {
  const id = decodeIdCursor(cursor);
  if (id !== null) return { part: 0, id };
  const [nearPart, metres, nearId] = cursorValues(cursor, 3) ?? [];
  if (nearPart !== undefined) {
    const valid =
      Number.isInteger(nearPart) &&
      (nearPart as number) >= 0 &&
      (nearPart as number) < MAX_PARTS &&
      Number.isSafeInteger(metres) &&
      (metres as number) >= 0 &&
      isRowId(nearId);
    return valid ? { part: nearPart as number, metres: metres as number, id: nearId } : null;
  }
  const [part, laterId] = cursorValues(cursor, 2) ?? [];
  if (!Number.isInteger(part) || (part as number) < 1 || (part as number) >= MAX_PARTS) {
    return null;
  }
  return isRowId(laterId) ? { part: part as number, id: laterId } : null;
}

export function encodeDatedCursor(position: DatedPosition): string {
  return encodeCursor([position.createdAt, position.id]);
}

/** The position of a dated cursor we issued; null for anything else. */
export function decodeDatedCursor(cursor: string): DatedPosition | null {
  const [createdAt, id] = cursorValues(cursor, 2) ?? [];
  if (typeof createdAt !== 'string' || !ISO_TIME.test(createdAt)) return null;
  if (Number.isNaN(Date.parse(createdAt)) || !isRowId(id)) return null;
  return { createdAt, id };
}
