import type { ChatMessage } from '@tabarru/contract/messages';

/**
 * The item a conversation shows (issue 19): the one its link asks about (`?post=`, from the
 * item's Message button), else the one of its latest loaded message about one. When none of
 * the loaded messages names one but older ones are still unloaded, the item the contacts list
 * gives (`listedItemId`, undefined for none or until it is known). undefined: no item.
 */
export function conversationItemId(
  askedPostId: number | undefined,
  messages: readonly Pick<ChatMessage, 'post_id'>[],
  older: { unloaded: boolean; listedItemId: number | undefined },
): number | undefined {
  if (askedPostId !== undefined) return askedPostId;
  const latest = messages.findLast((message) => message.post_id !== null)?.post_id;
  if (latest !== undefined && latest !== null) return latest;
  return older.unloaded ? older.listedItemId : undefined;
}
