/** The position after which the next feed page starts: the last card's (created_at, id). */
export interface FeedPosition {
  createdAt: string;
  id: number;
}

export function encodeFeedCursor(position: FeedPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

/** The position of a cursor we issued; null for anything else. */
export function decodeFeedCursor(cursor: string): FeedPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, id] = value as unknown[];
    if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return null;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}
