import type { FastifyBaseLogger } from 'fastify';

import { conversationPath } from '@tabarru/contract/message-constants';
import { WEB_PATHS } from '@tabarru/contract/web-paths';

import type { ModuleContext } from '../../context';
import { translate } from '../../i18n/translate';
import { everyInterval, type IntervalJob } from '../../infra/interval-job';
import type { EmailMessage } from '../../infra/outbox';
import { webLink } from '../../infra/web-links';
import { messageEmailDueAt, messageEmailUnsubscribe } from '../notification-delivery/service';
import { claimUnreadMail, dueUnreadMails, postponeUnreadMail, type DueUnreadMail } from './queries';

/** How often each API instance looks for unread-message emails that are due. */
export const UNREAD_MAIL_JOB_EVERY_MS = 60_000;

/** Emails one run sends at most; the next run takes the rest. */
const UNREAD_MAIL_BATCH = 200;

type UnreadMailContext = Pick<ModuleContext, 'db' | 'now' | 'outbox' | 'config' | 'serverSecret'>;

/**
 * The email about a thread's unread messages, in the receiver's language, linking to that thread:
 * the message kind's email of the notification settings, with its one-click unsubscribe link.
 */
export function unreadMessagesMail(
  context: Pick<UnreadMailContext, 'config' | 'serverSecret'>,
  mail: DueUnreadMail,
  now: number,
): EmailMessage {
  const unsubscribe = messageEmailUnsubscribe(
    context,
    { id: mail.receiverId, locale: mail.locale },
    now,
  );
  const publicWebUrl = context.config.publicWebUrl;
  const values = {
    username: mail.receiverName,
    sender: mail.senderName,
    link: webLink(publicWebUrl, mail.locale, conversationPath(mail.senderId, mail.itemId)),
    settingsLink: webLink(publicWebUrl, mail.locale, WEB_PATHS.notificationSettings),
    unsubscribeLink: unsubscribe.unsubscribePage,
  };
  return {
    to: mail.email,
    subject: translate(mail.locale, 'mail.unreadMessages.subject', values),
    text: translate(mail.locale, 'mail.unreadMessages.text', values),
    headers: unsubscribe.headers,
  };
}

/**
 * Sends the unread-message emails that are due. Each is first taken by one conditional update,
 * so several instances running this at once never send one twice; a failed send is logged and
 * not tried again (the member still sees the badge). A member who does not want these emails,
 * or a pair where either blocked the other, gets none: the email is only no longer due. In the
 * quiet hours an email waits for 07:00 unless the member lets messages reach them at night.
 * Returns how many were sent.
 */
export async function sendDueUnreadMails(
  context: UnreadMailContext,
  log: FastifyBaseLogger,
): Promise<number> {
  const at = context.now();
  const now = new Date(at).toISOString();
  let sent = 0;
  for (const mail of await dueUnreadMails(context.db, now, UNREAD_MAIL_BATCH)) {
    const wanted = mail.wantsEmails && !mail.blocked;
    const dueAt = messageEmailDueAt(at, mail.notifyAtNight);
    if (wanted && dueAt > at) {
      await postponeUnreadMail(context.db, mail, now, new Date(dueAt).toISOString());
      continue;
    }
    if (!(await claimUnreadMail(context.db, mail, now, wanted))) continue;
    if (!wanted) continue;
    try {
      await context.outbox.sendEmail(unreadMessagesMail(context, mail, at));
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
