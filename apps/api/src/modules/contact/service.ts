import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { ContactRequest } from '@tabarru/contract/contact';

import type { Database } from '../../db/schema';
import type { Outbox } from '../../infra/outbox';
import { contactNotification } from './notification';
import { insertContactMessage, listAdministratorRecipients } from './queries';

interface ContactDependencies {
  db: Kysely<Database>;
  outbox: Outbox;
  log: FastifyBaseLogger;
}

/**
 * Stores the message first, so nothing is lost when mail fails, then tells every administrator
 * in their own language. A failed delivery is logged; the message stays readable in the admin area.
 */
export async function submitContactMessage(
  { db, outbox, log }: ContactDependencies,
  input: ContactRequest,
): Promise<void> {
  const stored = await insertContactMessage(db, input);
  const recipients = await listAdministratorRecipients(db);
  const deliveries = recipients.map(async (recipient) => {
    const { subject, text } = contactNotification(recipient.locale, stored);
    await outbox.sendEmail({ to: recipient.email, subject, text });
  });
  for (const result of await Promise.allSettled(deliveries)) {
    if (result.status === 'rejected') {
      log.error(
        { err: result.reason, contactMessageId: stored.id },
        'contact notification not delivered',
      );
    }
  }
}
