import { isLaterStatus, type MessageStatus } from '@tabarru/contract/message-constants';
import type { ChatMessage } from '@tabarru/contract/messages';

/** The newest status a message was told of, per id; a status only moves forward. */
export type StatusUpdates = ReadonlyMap<number, MessageStatus>;

export function withStatus(
  updates: StatusUpdates,
  messageId: number,
  status: MessageStatus,
): StatusUpdates {
  const known = updates.get(messageId);
  if (known !== undefined && !isLaterStatus(status, known)) return updates;
  return new Map(updates).set(messageId, status);
}

/**
 * One conversation from what was read and what arrived since: the history's pages (any order),
 * the messages the socket or this tab added, each once by id, in the order they were sent,
 * each with the furthest status known of it. The same message may be in both (a reconnection
 * reads the history again).
 */
export function mergeMessages(
  pages: readonly (readonly ChatMessage[])[],
  live: readonly ChatMessage[],
  updates: StatusUpdates,
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...pages.flat(), ...live]) {
    const known = byId.get(message.id);
    if (!known || isLaterStatus(message.status, known.status)) byId.set(message.id, message);
  }
  return [...byId.values()]
    .map((message) => {
      const update = updates.get(message.id);
      return update && isLaterStatus(update, message.status)
        ? { ...message, status: update }
        : message;
    })
    .sort((one, other) => one.timestamp.localeCompare(other.timestamp) || one.id - other.id);
}
