import type { FastifyBaseLogger } from 'fastify';

import {
  CONTACT_MESSAGES,
  type AdminContactMessage,
  type ContactRequest,
} from '@tabarru/contract/contact';
import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleContext } from '../../context';
import { translate } from '../../i18n/translate';
import { notFound } from '../../infra/http-errors';
import { recordAdminAction } from '../audit/service';
import { writeAs, type Session } from '../sessions/service';
import {
  findContactMessage,
  insertContactMessage,
  listAdministratorRecipients,
  listContactMessages,
  setContactMessageHandled,
} from './queries';

/**
 * Stores the message first (as the sender's when they are signed in), so nothing is lost when
 * mail fails, then tells every administrator in their own language. A failed delivery is
 * logged; the message stays readable in the admin area.
 */
export async function submitContactMessage(
  context: ModuleContext,
  log: FastifyBaseLogger,
  input: ContactRequest,
  session: Session | null,
): Promise<void> {
  const { db, outbox } = context;
  const stored = session
    ? await writeAs(context, session, (trx, sender) => insertContactMessage(trx, input, sender.id))
    : await insertContactMessage(db, input, null);
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

/** The admin inbox: every message of the contact form, open ones first. */
export function contactInbox({ db }: ModuleContext): Promise<AdminContactMessage[]> {
  return listContactMessages(db);
}

/**
 * Marks a message handled, or open again; the audit log says who, and nothing is written when
 * the message already was so.
 */
export async function markContactMessage(
  context: ModuleContext,
  session: Session,
  id: number,
  handled: boolean,
): Promise<AdminContactMessage> {
  return writeAs(context, session, async (trx, admin) => {
    const current = await findContactMessage(trx, id);
    if (!current) {
      throw notFound(ERROR_CODES.contactMessageNotFound, CONTACT_MESSAGES.notFound);
    }
    if ((current.handled_at !== null) === handled) return current;
    const updated = await setContactMessageHandled(trx, id, handled);
    if (!updated) throw notFound(ERROR_CODES.contactMessageNotFound, CONTACT_MESSAGES.notFound);
    await recordAdminAction(trx, {
      actor: admin,
      action: handled ? 'contact_message.handle' : 'contact_message.reopen',
      target: { type: 'contact_message', id, label: `${current.name} <${current.email}>` },
    });
    return updated;
  });
}
