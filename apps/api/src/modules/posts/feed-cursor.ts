import { decodeIdCursor, encodeIdCursor } from '../../infra/id-cursor';

/** Where the next feed page starts: after the post with this id (the feed is in id order). */
export interface FeedPosition {
  id: number;
}

export function encodeFeedCursor(position: FeedPosition): string {
  return encodeIdCursor(position.id);
}

/** The position of a cursor we issued; null for anything else. */
export function decodeFeedCursor(cursor: string): FeedPosition | null {
  const id = decodeIdCursor(cursor);
  return id === null ? null : { id };
}
