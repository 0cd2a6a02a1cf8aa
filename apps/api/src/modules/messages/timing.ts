/** A message left unread this long gets its receiver an email about it. */
export const UNREAD_MAIL_DELAY_MS = 15 * 60_000;

/** At most one such email per conversation per member in this span. */
export const UNREAD_MAIL_INTERVAL_MS = 60 * 60_000;

/**
 * The time of a conversation's next message: now, or a millisecond after its last message when
 * the clock has not moved past it (two messages in the same millisecond, or a clock set back),
 * so the times of a conversation are strictly increasing and the history pages exactly by time.
 */
export function nextMessageTime(now: string, lastMessageAt: string | null): string {
  if (lastMessageAt === null) return now;
  const last = Date.parse(lastMessageAt);
  return Date.parse(now) > last ? now : new Date(last + 1).toISOString();
}

/**
 * When the email about a message sent at `messageAt` is due, if it is still unread then:
 * UNREAD_MAIL_DELAY_MS later, and not within the hour after the last such email.
 */
export function unreadMailDueAt(messageAt: string, lastEmailedAt: string | null): string {
  const afterDelay = Date.parse(messageAt) + UNREAD_MAIL_DELAY_MS;
  const afterLastMail =
    lastEmailedAt === null ? afterDelay : Date.parse(lastEmailedAt) + UNREAD_MAIL_INTERVAL_MS;
  return new Date(Math.max(afterDelay, afterLastMail)).toISOString();
}
