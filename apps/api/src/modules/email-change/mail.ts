import type { Language } from '@tabarru/contract/constants';
import { EMAIL_CHANGE_CONFIRM_HOURS, EMAIL_CHANGE_UNDO_DAYS } from '@tabarru/contract/email-change';
import { WEB_PATHS } from '@tabarru/contract/web-paths';

import { translate } from '../../i18n/translate';
import type { EmailMessage } from '../../infra/outbox';
import { webLink } from '../../infra/web-links';

/** The links of an email change, built from PUBLIC_WEB_URL, in the member's language. */
export function emailChangeLinks(
  publicWebUrl: string,
  language: Language,
  tokens: { confirm: string; undo: string },
) {
  return {
    confirm: webLink(
      publicWebUrl,
      language,
      `${WEB_PATHS.confirmEmail}?token=${encodeURIComponent(tokens.confirm)}`,
    ),
    undo: webLink(
      publicWebUrl,
      language,
      `${WEB_PATHS.undoEmailChange}?token=${encodeURIComponent(tokens.undo)}`,
    ),
  };
}

/** To the new address: follow the link to start using it. */
export function confirmMail(
  language: Language,
  change: { username: string; newEmail: string; link: string },
): EmailMessage {
  const values = {
    username: change.username,
    link: change.link,
    hours: EMAIL_CHANGE_CONFIRM_HOURS,
  };
  return {
    to: change.newEmail,
    subject: translate(language, 'mail.emailChangeConfirm.subject', values),
    text: translate(language, 'mail.emailChangeConfirm.text', values),
  };
}

/** To the old address: the change was asked for, and how to undo it if it was not them. */
export function noticeMail(
  language: Language,
  change: { username: string; oldEmail: string; newEmail: string; link: string },
): EmailMessage {
  const values = {
    username: change.username,
    newEmail: change.newEmail,
    link: change.link,
    days: EMAIL_CHANGE_UNDO_DAYS,
  };
  return {
    to: change.oldEmail,
    subject: translate(language, 'mail.emailChangeNotice.subject', values),
    text: translate(language, 'mail.emailChangeNotice.text', values),
  };
}
