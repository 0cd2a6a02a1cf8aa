import type { FastifyBaseLogger } from 'fastify';

import type { ModuleContext } from '../../context';
import { translate } from '../../i18n/translate';
import { everyInterval, type IntervalJob } from '../../infra/interval-job';
import type { EmailMessage } from '../../infra/outbox';
import { webLink } from '../../infra/web-links';
import { claimUnreadMail, dueUnreadMails, type DueUnreadMail } from './queries';

/** How often each API instance looks for unread-message emails that are due. */
export const UNREAD_MAIL_JOB_EVERY_MS = 60_000;

/** Emails one run sends at most; the next run takes the rest. */
const UNREAD_MAIL_BATCH = 200;

/** The email about a conversation's unread messages, in the receiver's language. */
export function unreadMessagesMail(publicWebUrl: string, mail: DueUnreadMail): EmailMessage {
  const values = {
    username: mail.receiverName,
    sender: mail.senderName,
    link: webLink(publicWebUrl, mail.locale, `/dm/${mail.senderId}`),
    profileLink: webLink(publicWebUrl, mail.locale, '/profile'),
  };
  return {
    to: mail.email,
    subject: translate(mail.locale, 'mail.unreadMessages.subject', values),
    text: translate(mail.locale, 'mail.unreadMessages.text', values),
  };
}

/**
 * Sends the unread-message emails that are due. Each is first taken by one conditional update,
 * so several instances running this at once never send one twice; a failed send is logged and
 * not tried again (the member still sees the badge). A member who does not want these emails,
 * or a pair where either blocked the other, gets none: the email is only no longer due.
 * Returns how many were sent.
 */
export async function sendDueUnreadMails(
  context: Pick<ModuleContext, 'db' | 'now' | 'outbox' | 'config'>,
  log: FastifyBaseLogger,
): Promise<number> {
  const now = new Date(context.now()).toISOString();
  let sent = 0;
  for (const mail of await dueUnreadMails(context.db, now, UNREAD_MAIL_BATCH)) {
    const wanted = mail.wantsEmails && !mail.blocked;
    if (!(await claimUnreadMail(context.db, mail, now, wanted))) continue;
    if (!wanted) continue;
    try {
      await context.outbox.sendEmail(unreadMessagesMail(context.config.publicWebUrl, mail));
      sent += 1;
    } catch (error) {
      log.error(
        { err: error, conversationId: mail.conversationId },
        'unread-message email not delivered',
      );
    }
  }
  return sent;
}

/** Sends the due unread-message emails every minute until stopped. */
export function startUnreadMailJob(context: ModuleContext, log: FastifyBaseLogger): IntervalJob {
  return everyInterval(
    () => sendDueUnreadMails(context, log),
    UNREAD_MAIL_JOB_EVERY_MS,
    (error) => log.error({ err: error }, 'unread-message emails failed'),
  );
}
