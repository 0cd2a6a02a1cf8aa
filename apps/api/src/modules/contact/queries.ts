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
): Promise<StoredContactMessage> {
  const createdAt = new Date().toISOString();
  const row = await db
    .insertInto('contact_messages')
    .values({ name: input.name, email: input.email, message: input.message, created_at: createdAt })
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
