import type { Language } from '@tabarru/contract/constants';
import { notificationPath, type NotificationKind } from '@tabarru/contract/notifications';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX, type PushPayload } from '@tabarru/contract/push';
import { WEB_PATHS } from '@tabarru/contract/web-paths';

import { translate } from '../../i18n/translate';
import type { EmailMessage } from '../../infra/outbox';
import { webLink } from '../../infra/web-links';
import { deviceOfDetail } from '../notifications/detail';
import type { DeliveredNotification } from './queries';

/** A text cut to `max` characters (whole code points), with an ellipsis when it was longer. */
function clip(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}

/** The member a push or email goes to. */
export interface Recipient {
  username: string;
  email: string;
  locale: Language;
}

/** Whether the member may see the post's title: while it shows, or their own. */
function postTitleFor(notification: DeliveredNotification): string | null {
  const shown =
    notification.post_moderation_status === 'visible' ||
    notification.post_owner_id === notification.user_id;
  return shown ? notification.post_title : null;
}

/** 'Chrome on Android', in the member's language, the names as the browser gave them. */
function deviceText(language: Language, notification: DeliveredNotification): string {
  const device = deviceOfDetail(notification.detail);
  return translate(language, 'notify.device', {
    browser: device?.browser ?? translate(language, 'notify.aBrowser'),
    system: device?.system ?? translate(language, 'notify.aDevice'),
  });
}

function values(language: Language, notification: DeliveredNotification) {
  return {
    actor: notification.actor_username ?? translate(language, 'notify.someone'),
    post: postTitleFor(notification) ?? translate(language, 'notify.anItem'),
    rating: notification.rating ?? '',
    device: deviceText(language, notification),
  };
}

/** A notification's title in the member's language. */
export function notificationTitle(language: Language, notification: DeliveredNotification): string {
  return translate(language, `notify.title.${notification.kind}`, values(language, notification));
}

/** A notification's line in the member's language. */
export function notificationBody(language: Language, notification: DeliveredNotification): string {
  return translate(language, `notify.body.${notification.kind}`, values(language, notification));
}

/** The web page a notification opens, absolute, in the member's language. */
export function notificationLink(
  publicWebUrl: string,
  language: Language,
  notification: Pick<DeliveredNotification, 'kind' | 'actor_id' | 'post_id'>,
): string {
  const path = notificationPath({
    kind: notification.kind,
    actorId: notification.actor_id,
    postId: notification.post_id,
  });
  return webLink(publicWebUrl, language, path as `/${string}`);
}

const direction = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The push of the notifications that came due together: one names its notification; several
 * (what the night held, or a burst) are summed up in one push to the notification centre.
 */
export function pushPayload(
  publicWebUrl: string,
  language: Language,
  notifications: readonly DeliveredNotification[],
): PushPayload {
  const [only] = notifications;
  if (notifications.length === 1 && only) {
    return {
      title: clip(notificationTitle(language, only), PUSH_TITLE_MAX),
      body: clip(notificationBody(language, only), PUSH_BODY_MAX),
      url: notificationLink(publicWebUrl, language, only),
      ...(only.kind === 'message' && only.actor_id !== null
        ? { tag: `message:${only.actor_id}` }
        : { tag: `notification:${only.id}` }),
      lang: language,
      dir: direction(language),
    };
  }
  return {
    title: translate(language, 'notify.summaryTitle'),
    body: translate(language, 'notify.summaryBody', { count: notifications.length }),
    url: webLink(publicWebUrl, language, WEB_PATHS.notifications),
    tag: 'notifications',
    lang: language,
    dir: direction(language),
  };
}

/** The links every notification email ends with: the settings page and its unsubscribe link. */
export interface EmailLinks {
  publicWebUrl: string;
  /** the web page that confirms the unsubscribe with one press */
  unsubscribePage: string;
  /** the API address a mail client posts to (List-Unsubscribe, RFC 8058) */
  oneClickUnsubscribe: string;
}

/** The headers that let a mail client offer its own one-click unsubscribe (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function lines(language: Language, publicWebUrl: string, items: readonly DeliveredNotification[]) {
  return items.flatMap((item) => [
    `- ${notificationBody(language, item)}`,
    `  ${notificationLink(publicWebUrl, language, item)}`,
  ]);
}

/** The email of one kind's batch: what came since the last one of that kind. */
export function instantEmail(
  recipient: Recipient,
  kind: NotificationKind,
  items: readonly DeliveredNotification[],
  links: EmailLinks,
): EmailMessage {
  const language = recipient.locale;
  const [first] = items;
  const title = first
    ? notificationTitle(language, first)
    : translate(language, `notify.title.${kind}`, { actor: '' });
  const settings = webLink(links.publicWebUrl, language, WEB_PATHS.notificationSettings);
  return {
    to: recipient.email,
    subject:
      items.length > 1
        ? translate(language, 'mail.notifications.severalSubject', { title, count: items.length })
        : title,
    text: [
      translate(language, 'mail.notifications.greeting', { username: recipient.username }),
      '',
      ...lines(language, links.publicWebUrl, items),
      '',
      translate(language, 'mail.notifications.instantFooter'),
      settings,
      translate(language, 'mail.notifications.unsubscribeLine'),
      links.unsubscribePage,
    ].join('\n'),
    headers: unsubscribeHeaders(links.oneClickUnsubscribe),
  };
}

/** The daily digest: every notification the member chose to read once a day. */
export function digestEmail(
  recipient: Recipient,
  items: readonly DeliveredNotification[],
  links: EmailLinks,
): EmailMessage {
  const language = recipient.locale;
  const settings = webLink(links.publicWebUrl, language, WEB_PATHS.notificationSettings);
  return {
    to: recipient.email,
    subject: translate(language, 'mail.notifications.digestSubject', { count: items.length }),
    text: [
      translate(language, 'mail.notifications.greeting', { username: recipient.username }),
      '',
      translate(language, 'mail.notifications.digestIntro'),
      '',
      ...lines(language, links.publicWebUrl, items),
      '',
      translate(language, 'mail.notifications.digestFooter'),
      settings,
      translate(language, 'mail.notifications.unsubscribeLine'),
      links.unsubscribePage,
    ].join('\n'),
    headers: unsubscribeHeaders(links.oneClickUnsubscribe),
  };
}

/** The path of the one-click unsubscribe on the API. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/unsubscribe';

/** Both unsubscribe addresses of a token: the web page's and the API's one-click. */
export function unsubscribeLinks(
  config: { publicWebUrl: string; publicApiUrl: string },
  language: Language,
  token: string,
): EmailLinks {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    publicWebUrl: config.publicWebUrl,
    unsubscribePage: `${webLink(config.publicWebUrl, language, WEB_PATHS.unsubscribe)}${query}`,
    oneClickUnsubscribe: `${config.publicApiUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}${query}`,
  };
}
