import type { FastifyBaseLogger } from 'fastify';

import type { ContactRequest } from '@tabarru/contract/contact';

import type { ModuleContext } from '../../context';
import { translate } from '../../i18n/translate';
import { insertContactMessage, listAdministratorRecipients } from './queries';

/**
 * Stores the message first, so nothing is lost when mail fails, then tells every administrator
 * in their own language. A failed delivery is logged; the message stays readable in the admin area.
 */
export async function submitContactMessage(
  { db, outbox }: ModuleContext,
  log: FastifyBaseLogger,
  input: ContactRequest,
): Promise<void> {
  const stored = await insertContactMessage(db, input);
  const recipients = await listAdministratorRecipients(db);
  const values = { ...input, sentAt: stored.createdAt };
  const deliveries = recipients.map((recipient) =>
    outbox.sendEmail({
      to: recipient.email,
      subject: translate(recipient.locale, 'mail.contactMessage.subject', values),
      text: translate(recipient.locale, 'mail.contactMessage.text', values),
    }),
  );
  for (const result of await Promise.allSettled(deliveries)) {
    if (result.status === 'rejected') {
      log.error(
        { err: result.reason, contactMessageId: stored.id },
        'contact notification not delivered',
      );
    }
  }
}
