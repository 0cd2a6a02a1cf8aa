import type { ChatMessage, Contact } from '@tabarru/contract/messages';
import type { IncomingMessageEvent, OutgoingMessageEvent } from '@tabarru/contract/realtime';

import type { StoredMessageRow } from './queries';

/** A message of a conversation's history (spec 001 §3). */
export function presentMessage(row: StoredMessageRow): ChatMessage {
  return {
    id: row.id,
    sender_id: row.sender_id,
    content: row.content,
    timestamp: row.created_at,
    status: row.status,
  };
}

/** The realtime event the receiver's sockets get (spec 001 §3, "Realtime message event"). */
export function presentIncoming(row: StoredMessageRow): IncomingMessageEvent {
  return {
    fromUserId: row.sender_id,
    message: row.content,
    timestamp: row.created_at,
    id: row.id,
    status: row.status,
  };
}

/** The realtime event the sender's other tabs get. */
export function presentOutgoing(row: StoredMessageRow): OutgoingMessageEvent {
  return {
    toUserId: row.receiver_id,
    message: row.content,
    timestamp: row.created_at,
    id: row.id,
    status: row.status,
  };
}

export interface ContactRow {
  id: number;
  username: string;
  last_message: string | null;
  last_timestamp: string | null;
  last_sender_id: number | null;
  last_status: ChatMessage['status'] | null;
  unread_count: number | string;
}

export function presentContact(row: ContactRow): Contact {
  return { ...row, unread_count: Number(row.unread_count) };
}
