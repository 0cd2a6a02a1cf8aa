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

export function encodeFeedCursor(position: FeedPosition): string {
  return encodeIdCursor(position.id);
}

/** The position of a cursor we issued; null for anything else. */
export function decodeFeedCursor(cursor: string): FeedPosition | null {
  const id = decodeIdCursor(cursor);
  return id === null ? null : { id };
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
