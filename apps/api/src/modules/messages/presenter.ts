import type { Availability } from '@tabarru/contract/constants';
import type { ChatMessage, Contact } from '@tabarru/contract/messages';
import type { AskEvent, MessageAsk } from '@tabarru/contract/pickups';
import type { IncomingMessageEvent, OutgoingMessageEvent } from '@tabarru/contract/realtime';

import type { ImageStore } from '../../infra/media';
import { canSeePost, type Viewer } from '../posts/policy';
import type { MessageItemAccess, MessageWithItemRow, SentMessageRow } from './queries';

/**
 * The item a message is about as `viewer` sees it: its post's id, or null for none, for a
 * deleted post and for a post they may not see (flagged, to anyone but its owner and admins).
 */
function itemSeenBy(viewer: Viewer, row: { post_id: number | null } & MessageItemAccess) {
  if (row.post_id === null || row.item_owner_id === null || !row.item_moderation_status) {
    return null;
  }
  const post = { user_id: row.item_owner_id, moderation_status: row.item_moderation_status };
  return canSeePost(viewer, post) ? row.post_id : null;
}

/** The step of an ask a message is; null for an ordinary message, or once its ask is gone. */
function askOf(row: { ask_id: number | null; ask_event: AskEvent | null }): MessageAsk {
  return row.ask_id === null || row.ask_event === null
    ? null
    : { id: row.ask_id, event: row.ask_event };
}

/** A message of a conversation's history, as `viewer` reads it. */
export function presentMessage(viewer: Viewer, row: MessageWithItemRow): ChatMessage {
  return {
    id: row.id,
    sender_id: row.sender_id,
    content: row.content,
    timestamp: row.created_at,
    status: row.status,
    post_id: itemSeenBy(viewer, row),
    ask: askOf(row),
  };
}

/** The `private_message` event the receiver's sockets get (docs/api.md, Realtime). */
export function presentIncoming(receiver: Viewer, row: SentMessageRow): IncomingMessageEvent {
  return {
    fromUserId: row.sender_id,
    message: row.content,
    timestamp: row.created_at,
    id: row.id,
    status: row.status,
    postId: itemSeenBy(receiver, row),
    threadPostId: row.thread_item_id,
    ask: askOf(row),
  };
}

/** The realtime event the sender's other tabs get. */
export function presentOutgoing(sender: Viewer, row: SentMessageRow): OutgoingMessageEvent {
  return {
    toUserId: row.receiver_id,
    message: row.content,
    timestamp: row.created_at,
    id: row.id,
    status: row.status,
    postId: itemSeenBy(sender, row),
    threadPostId: row.thread_item_id,
    ask: askOf(row),
  };
}

export interface ContactRow {
  id: number;
  username: string;
  last_message: string | null;
  last_ask_event: AskEvent | null;
  last_timestamp: string | null;
  last_sender_id: number | null;
  last_status: ChatMessage['status'] | null;
  unread_count: number | string;
  /** the post the thread is about, null for none */
  thread_post_id: number | null;
}

/** What a line about a conversation's item shows of its post. */
export interface ItemSummaryRow {
  id: number;
  title: string;
  availability: Availability;
  cover_hash: string | null;
}

/** A thread of the contacts list, with its item (already one the member may see). */
export function presentContact(
  images: ImageStore,
  row: ContactRow,
  item: ItemSummaryRow | undefined,
): Contact {
  return {
    id: row.id,
    username: row.username,
    last_message: row.last_message,
    last_ask_event: row.last_ask_event,
    last_timestamp: row.last_timestamp,
    last_sender_id: row.last_sender_id,
    last_status: row.last_status,
    unread_count: Number(row.unread_count),
    post_id: row.thread_post_id,
    item: item
      ? {
          id: item.id,
          title: item.title,
          thumbnail_url: item.cover_hash ? images.thumbnailUrlOf(item.cover_hash) : null,
          availability: item.availability,
        }
      : null,
  };
}
