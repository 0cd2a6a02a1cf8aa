import { sql } from 'kysely';

import type { ContactRequest } from '@tabarru/contract/contact';
import type { Language } from '@tabarru/contract/constants';

import type { Db } from '../../db/schema';

export interface StoredContactMessage {
  id: number;
  createdAt: string;
}

export async function insertContactMessage(
  db: Db,
  input: ContactRequest,
  userId: number | null,
): Promise<StoredContactMessage> {
  const createdAt = new Date().toISOString();
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: input.name,
      email: input.email,
      message: input.message,
      user_id: userId,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt };
}

export async function listAdministratorRecipients(
  db: Db,
): Promise<{ email: string; locale: Language }[]> {
  return db
    .selectFrom('users')
    .select(['email', 'locale'])
    .where('is_admin', '=', 1)
    .orderBy('id')
    .execute();
}

const ADMIN_MESSAGE_COLUMNS = [
  'id',
  'name',
  'email',
  'message',
  'created_at',
  'handled_at',
] as const;

/** The inbox: open messages first, then handled ones, each newest first. */
export function listContactMessages(db: Db) {
  return db
    .selectFrom('contact_messages')
    .select(ADMIN_MESSAGE_COLUMNS)
    .orderBy(sql`handled_at is not null`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Marks a message handled now, or open again; undefined when there is no such message. */
export function setContactMessageHandled(db: Db, id: number, handled: boolean) {
  return db
    .updateTable('contact_messages')
    .set({ handled_at: handled ? new Date().toISOString() : null })
    .where('id', '=', id)
    .returning(ADMIN_MESSAGE_COLUMNS)
    .executeTakeFirst();
}

export function findContactMessage(db: Db, id: number) {
  return db
    .selectFrom('contact_messages')
    .select(ADMIN_MESSAGE_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}
