/** Where the next feed page starts: after the post with this id (the feed is in id order). */
export interface FeedPosition {
  id: number;
}

export function encodeFeedCursor(position: FeedPosition): string {
  return Buffer.from(JSON.stringify([position.id])).toString('base64url');
}

/** The position of a cursor we issued; null for anything else. */
export function decodeFeedCursor(cursor: string): FeedPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 1) return null;
    const [id] = value as unknown[];
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
    return { id };
  } catch {
    return null;
  }
}
