import { RESET_TOKEN_TTL_MINUTES } from '@tabarru/contract/accounts';
import type { Language } from '@tabarru/contract/constants';

import { translate } from '../../i18n/translate';
import type { EmailMessage } from '../../infra/outbox';
import { webLink } from '../../infra/web-links';

/** The reset link, built from PUBLIC_WEB_URL (never the Host header), in the page's language. */
export function resetLink(publicWebUrl: string, locale: Language, token: string): string {
  return webLink(publicWebUrl, locale, `/reset-password?token=${encodeURIComponent(token)}`);
}

export function resetMail(
  locale: Language,
  to: string,
  username: string,
  link: string,
): EmailMessage {
  const values = { username, link, minutes: RESET_TOKEN_TTL_MINUTES };
  return {
    to,
    subject: translate(locale, 'mail.passwordReset.subject', values),
    text: translate(locale, 'mail.passwordReset.text', values),
  };
}
