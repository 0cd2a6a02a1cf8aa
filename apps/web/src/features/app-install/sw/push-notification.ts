import { pushPayloadSchema } from '@tabarru/contract/push';

/** The icon and the monochrome badge of every notification (public/icons). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

export interface AppNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/**
 * The page of this site a notification opens: a path or an address on `siteOrigin`; anything
 * else (another site, a javascript: URL) opens the home page instead.
 */
export function pageOfNotification(url: string, siteOrigin: string): string {
  try {
    const address = new URL(url, siteOrigin);
    return address.origin === siteOrigin ? address.href : `${siteOrigin}/`;
  } catch {
    return `${siteOrigin}/`;
  }
}

/**
 * The notification a push message asks for, in the recipient's language and direction, or
 * null when the message is not one of ours (it is then ignored, showing nothing).
 */
export function notificationOfPush(data: unknown, siteOrigin: string): AppNotification | null {
  const parsed = pushPayloadSchema.safeParse(data);
  if (!parsed.success) return null;
  const { title, body, url, tag, lang, dir } = parsed.data;
  return {
    title,
    options: {
      body,
      ...(tag !== undefined && { tag }),
      lang,
      dir,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      data: { url: pageOfNotification(url, siteOrigin) },
    },
  };
}
