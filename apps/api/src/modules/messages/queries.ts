import { sql, type ExpressionBuilder, type Selectable, type UpdateObject } from 'kysely';

import type { Language } from '@tabarru/contract/constants';
import { MESSAGE_PAGE_SIZE, type MessageStatus } from '@tabarru/contract/message-constants';
import type { AskEvent } from '@tabarru/contract/pickups';

import type { Dialect } from '../../db/database';
import type { ConversationsTable, Database, Db, ModerationStatus } from '../../db/schema';
import { eitherBlocked } from '../../db/member-blocks';
import { postSeenBy } from '../../db/post-visibility';
import type { Viewer } from '../posts/policy';
import type { Side, ThreadKey } from './policy';

export type ConversationRow = Selectable<ConversationsTable>;

/** The columns of one side of a conversation. */
const SIDE_COLUMNS = {
  a: {
    memberId: 'user_a_id',
    unread: 'user_a_unread',
    emailDueAt: 'user_a_email_due_at',
    emailedAt: 'user_a_emailed_at',
  },
  b: {
    memberId: 'user_b_id',
    unread: 'user_b_unread',
    emailDueAt: 'user_b_email_due_at',
    emailedAt: 'user_b_emailed_at',
  },
} as const;

type ConversationUpdate = UpdateObject<Database, 'conversations'>;

/** Only the thread `thread` names: its pair, and its item or none. */
function isThread(thread: ThreadKey) {
  return (eb: ExpressionBuilder<Database, 'conversations'>) =>
    eb.and([
      eb('user_a_id', '=', thread.userAId),
      eb('user_b_id', '=', thread.userBId),
      thread.itemId === null ? eb('item_id', 'is', null) : eb('item_id', '=', thread.itemId),
    ]);
}

export function findConversation(db: Db, thread: ThreadKey): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversations').selectAll().where(isThread(thread)).executeTakeFirst();
}

/**
 * The thread of a pair and item, created with its first message, and locked for the rest of the
 * transaction (the upsert writes the row), so messages of one thread are stored one after the
 * other and its counts stay exact. Each of the two unique indexes (with an item, without) is
 * the conflict target of its kind of thread.
 */
export function lockConversation(
  trx: Db,
  thread: ThreadKey,
  createdAt: string,
): Promise<ConversationRow> {
  return trx
    .insertInto('conversations')
    .values({
      user_a_id: thread.userAId,
      user_b_id: thread.userBId,
      item_id: thread.itemId,
      created_at: createdAt,
    })
    .onConflict((conflict) =>
      (thread.itemId === null
        ? conflict.columns(['user_a_id', 'user_b_id']).where('item_id', 'is', null)
        : conflict.columns(['user_a_id', 'user_b_id', 'item_id']).where('item_id', 'is not', null)
      ).doUpdateSet((eb) => ({ user_a_id: eb.ref('excluded.user_a_id') })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A thread, if there is one, locked for the rest of the transaction as sending locks it
 * (lockConversation; SQLite runs one transaction at a time), so a read and a message of one
 * thread happen one after the other and its counts and notification stay exact. Named by its
 * pair and item, or by its id.
 */
export function lockConversationToRead(
  trx: Db,
  dialect: Dialect,
  thread: ThreadKey | { id: number },
): Promise<ConversationRow | undefined> {
  const all = trx.selectFrom('conversations').selectAll();
  const query = 'id' in thread ? all.where('id', '=', thread.id) : all.where(isThread(thread));
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export interface NewMessage {
  conversationId: number;
  senderId: number;
  receiverId: number;
  content: string;
  createdAt: string;
  /** the item it is about, if any */
  postId: number | null;
  /** the step of an ask it is (pickups), if any */
  ask?: { id: number; event: AskEvent };
}

export async function insertMessage(trx: Db, message: NewMessage): Promise<number> {
  const row = await trx
    .insertInto('messages')
    .values({
      conversation_id: message.conversationId,
      sender_id: message.senderId,
      receiver_id: message.receiverId,
      content: message.content,
      created_at: message.createdAt,
      post_id: message.postId,
      ask_id: message.ask?.id ?? null,
      ask_event: message.ask?.event ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A side's unread count as an update answers it. */
const unreadAfter = (side: Side) => sql<number>`${sql.ref(SIDE_COLUMNS[side].unread)}`.as('unread');

/**
 * The conversation's last message, one more unread for the receiver's side, their email's time;
 * answers the receiver's unread count now.
 */
export async function recordLastMessage(
  trx: Db,
  conversationId: number,
  update: { messageId: number; at: string; receiverSide: Side; emailDueAt: string | null },
): Promise<number> {
  const columns = SIDE_COLUMNS[update.receiverSide];
  const row = await trx
    .updateTable('conversations')
    .set(
      (eb) =>
        ({
          last_message_id: update.messageId,
          last_message_at: update.at,
          [columns.unread]: eb(columns.unread, '+', 1),
          [columns.emailDueAt]: update.emailDueAt,
        }) as ConversationUpdate,
    )
    .where('id', '=', conversationId)
    .returning(unreadAfter(update.receiverSide))
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/**
 * `count` messages of one side were read: fewer unread, and no email due once none is; answers
 * how many that side has still unread.
 */
export async function lowerUnread(
  trx: Db,
  conversationId: number,
  side: Side,
  count: number,
): Promise<number> {
  const columns = SIDE_COLUMNS[side];
  const row = await trx
    .updateTable('conversations')
    .set(
      (eb) =>
        ({
          [columns.unread]: eb(columns.unread, '-', count),
          [columns.emailDueAt]: eb
            .case()
            .when(eb(columns.unread, '<=', count))
            .then(null)
            .else(eb.ref(columns.emailDueAt))
            .end(),
        }) as ConversationUpdate,
    )
    .where('id', '=', conversationId)
    .returning(unreadAfter(side))
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

export interface StoredMessageRow {
  id: number;
  sender_id: number;
  receiver_id: number;
  content: string;
  created_at: string;
  status: MessageStatus;
  post_id: number | null;
  ask_id: number | null;
  ask_event: AskEvent | null;
}

/** Who may see the item a message is about: its owner and moderation (null without one). */
export interface MessageItemAccess {
  item_owner_id: number | null;
  item_moderation_status: ModerationStatus | null;
}

export type MessageWithItemRow = StoredMessageRow & MessageItemAccess;

/** A message just sent, with the item of its thread (null for none). */
export type SentMessageRow = MessageWithItemRow & { thread_item_id: number | null };

/** A page of a conversation's history, newest first: the messages before `before`, if given. */
export function historyPage(
  db: Db,
  conversationId: number,
  before: string | undefined,
): Promise<MessageWithItemRow[]> {
  let query = db
    .selectFrom('messages')
    .leftJoin('posts as item', 'item.id', 'messages.post_id')
    .select([
      'messages.id',
      'messages.sender_id',
      'messages.receiver_id',
      'messages.content',
      'messages.created_at',
      'messages.status',
      'messages.post_id',
      'messages.ask_id',
      'messages.ask_event',
      'item.user_id as item_owner_id',
      'item.moderation_status as item_moderation_status',
    ])
    .where('messages.conversation_id', '=', conversationId);
  if (before !== undefined) query = query.where('messages.created_at', '<', before);
  return query
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(MESSAGE_PAGE_SIZE)
    .execute();
}

export function findMessage(
  db: Db,
  messageId: number,
): Promise<(StoredMessageRow & { conversation_id: number }) | undefined> {
  return db
    .selectFrom('messages')
    .select([
      'id',
      'conversation_id',
      'sender_id',
      'receiver_id',
      'content',
      'created_at',
      'status',
      'post_id',
      'ask_id',
      'ask_event',
    ])
    .where('id', '=', messageId)
    .executeTakeFirst();
}

const NOT_READ: MessageStatus[] = ['sent', 'delivered'];

/** Marks read every message of a conversation to `readerId` not read yet; returns their ids. */
export async function markConversationRead(
  trx: Db,
  conversationId: number,
  readerId: number,
  at: string,
): Promise<number[]> {
  const rows = await trx
    .updateTable('messages')
    .set({ status: 'read', read_at: at })
    .where('receiver_id', '=', readerId)
    .where('status', 'in', NOT_READ)
    .where('conversation_id', '=', conversationId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((one, other) => one - other);
}

/** Marks one message to `readerId` read when it was not yet; returns it then. */
export function markMessageRead(
  trx: Db,
  messageId: number,
  readerId: number,
  at: string,
): Promise<{ conversation_id: number; sender_id: number } | undefined> {
  return trx
    .updateTable('messages')
    .set({ status: 'read', read_at: at })
    .where('id', '=', messageId)
    .where('receiver_id', '=', readerId)
    .where('status', 'in', NOT_READ)
    .returning(['conversation_id', 'sender_id'])
    .executeTakeFirst();
}

/** Marks a sent message delivered, once: undefined when it already was (or was read). */
export function markDelivered(
  db: Db,
  messageId: number,
  at: string,
): Promise<{ sender_id: number } | undefined> {
  return db
    .updateTable('messages')
    .set({ status: 'delivered', delivered_at: at })
    .where('id', '=', messageId)
    .where('status', '=', 'sent')
    .returning('sender_id')
    .executeTakeFirst();
}

/** Marks delivered every message to `receiverId` still only sent; returns them. */
export function markAllDelivered(
  db: Db,
  receiverId: number,
  at: string,
): Promise<{ id: number; sender_id: number }[]> {
  return db
    .updateTable('messages')
    .set({ status: 'delivered', delivered_at: at })
    .where('receiver_id', '=', receiverId)
    .where('status', '=', 'sent')
    .returning(['id', 'sender_id'])
    .execute();
}

/** Whether either member of the conversation `alias` blocked the other. */
const pairBlocked = (alias: string) =>
  eitherBlocked(sql.ref(`${alias}.user_a_id`), sql.ref(`${alias}.user_b_id`));

/**
 * A member's threads, the latest first, each named by the other member and its item, with its
 * last message and the member's own unread count: `thread_post_id` is the item the thread is
 * about (null for none), `item_post_id` the same post when it still exists and the member may
 * see it. One query, whatever their number. A thread of a blocked pair is left out for both
 * (docs/decisions.md).
 */
export function listContacts(db: Db, member: Viewer) {
  const memberId = member.id;
  return db
    .selectFrom('conversations as c')
    .innerJoin('users as partner', (join) =>
      join.on((eb) =>
        eb(
          'partner.id',
          '=',
          eb
            .case()
            .when('c.user_a_id', '=', memberId)
            .then(eb.ref('c.user_b_id'))
            .else(eb.ref('c.user_a_id'))
            .end(),
        ),
      ),
    )
    .leftJoin('messages as last', 'last.id', 'c.last_message_id')
    .select((eb) => [
      'partner.id as id',
      'partner.username as username',
      'last.content as last_message',
      'last.ask_event as last_ask_event',
      'last.created_at as last_timestamp',
      'last.sender_id as last_sender_id',
      'last.status as last_status',
      eb
        .case()
        .when('c.user_a_id', '=', memberId)
        .then(eb.ref('c.user_a_unread'))
        .else(eb.ref('c.user_b_unread'))
        .end()
        .as('unread_count'),
      'c.item_id as thread_post_id',
      eb
        .selectFrom('posts as about_post')
        .select('about_post.id')
        .whereRef('about_post.id', '=', 'c.item_id')
        .where(postSeenBy(member, 'about_post'))
        .as('item_post_id'),
    ])
    .where((eb) => eb.or([eb('c.user_a_id', '=', memberId), eb('c.user_b_id', '=', memberId)]))
    .where((eb) => eb.not(pairBlocked('c')))
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/**
 * Conversations in which this member has at least one message not yet read, those of a blocked
 * pair aside (the contacts list leaves them out).
 */
export async function countUnreadConversations(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('conversations as c')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where((eb) =>
      eb.or([
        eb.and([eb('c.user_a_id', '=', memberId), eb('c.user_a_unread', '>', 0)]),
        eb.and([eb('c.user_b_id', '=', memberId), eb('c.user_b_unread', '>', 0)]),
      ]),
    )
    .where((eb) => eb.not(pairBlocked('c')))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A side of a conversation whose unread-message email is due. */
export interface DueUnreadMail {
  conversationId: number;
  /** the post the thread is about, null for none */
  itemId: number | null;
  side: Side;
  receiverId: number;
  receiverName: string;
  email: string;
  locale: Language;
  wantsEmails: boolean;
  /** messages may reach the receiver between 23:00 and 07:00 */
  notifyAtNight: boolean;
  senderId: number;
  senderName: string;
  /** either of the two blocked the other: no email about their messages */
  blocked: boolean;
}

/** The sides whose email is due at `now`, the longest waiting first. */
export async function dueUnreadMails(db: Db, now: string, limit: number): Promise<DueUnreadMail[]> {
  const sides = await Promise.all(
    (['a', 'b'] as const).map(async (side) => {
      const columns = SIDE_COLUMNS[side];
      const other = SIDE_COLUMNS[side === 'a' ? 'b' : 'a'];
      const rows = await db
        .selectFrom('conversations as c')
        .innerJoin('users as receiver', 'receiver.id', `c.${columns.memberId}`)
        .innerJoin('users as sender', 'sender.id', `c.${other.memberId}`)
        .leftJoin('notification_preferences as choice', (join) =>
          join
            .onRef('choice.user_id', '=', 'receiver.id')
            .on('choice.kind', '=', 'message')
            .on('choice.channel', '=', 'email'),
        )
        .select([
          'c.id as conversationId',
          'c.item_id as itemId',
          `c.${columns.emailDueAt} as dueAt`,
          'receiver.id as receiverId',
          'receiver.username as receiverName',
          'receiver.email as email',
          'receiver.locale as locale',
          'choice.setting as emailSetting',
          'receiver.notify_at_night as notifyAtNight',
          'sender.id as senderId',
          'sender.username as senderName',
          pairBlocked('c').as('blocked'),
        ])
        .where(`c.${columns.emailDueAt}`, '<=', now)
        .orderBy(`c.${columns.emailDueAt}`)
        .limit(limit)
        .execute();
      return rows.map(({ dueAt, emailSetting, notifyAtNight, blocked, ...row }) => ({
        ...row,
        side,
        wantsEmails: emailSetting !== 'off',
        notifyAtNight: notifyAtNight === 1,
        // SQLite answers 0 or 1, PostgreSQL a boolean.
        blocked: Boolean(blocked),
        dueAt: dueAt ?? now,
      }));
    }),
  );
  return sides
    .flat()
    .sort((one, other) => one.dueAt.localeCompare(other.dueAt))
    .slice(0, limit)
    .map(({ dueAt: _dueAt, ...mail }) => mail);
}

/**
 * Takes the due email of one side for this run, in one conditional update: of two instances
 * running the job at once, only one gets it. `emailed` records it as sent (the member wants
 * these emails); otherwise it is only no longer due.
 */
export async function claimUnreadMail(
  db: Db,
  mail: { conversationId: number; side: Side },
  now: string,
  emailed: boolean,
): Promise<boolean> {
  const columns = SIDE_COLUMNS[mail.side];
  const row = await db
    .updateTable('conversations')
    .set(
      () =>
        ({
          [columns.emailDueAt]: null,
          ...(emailed ? { [columns.emailedAt]: now } : {}),
        }) as ConversationUpdate,
    )
    .where('id', '=', mail.conversationId)
    .where(columns.emailDueAt, '<=', now)
    .where(columns.unread, '>', 0)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Moves a side's due email to `dueAt` (the end of the night), unless it was taken meanwhile. */
export async function postponeUnreadMail(
  db: Db,
  mail: { conversationId: number; side: Side },
  now: string,
  dueAt: string,
): Promise<void> {
  const columns = SIDE_COLUMNS[mail.side];
  await db
    .updateTable('conversations')
    .set(() => ({ [columns.emailDueAt]: dueAt }) as ConversationUpdate)
    .where('id', '=', mail.conversationId)
    .where(columns.emailDueAt, '<=', now)
    .execute();
}

/** When this side of the conversation was last emailed about it. */
export function lastEmailedAt(conversation: ConversationRow, side: Side): string | null {
  return conversation[SIDE_COLUMNS[side].emailedAt];
}

/** How many messages this side has not read. */
export function unreadOf(conversation: ConversationRow, side: Side): number {
  return Number(conversation[SIDE_COLUMNS[side].unread]);
}

/** When this side's email is due now, if one is. */
export function emailDueAtOf(conversation: ConversationRow, side: Side): string | null {
  return conversation[SIDE_COLUMNS[side].emailDueAt];
}
