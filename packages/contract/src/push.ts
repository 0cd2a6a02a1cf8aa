import { z } from 'zod';

import { LANGUAGES } from './constants';

/** The longest title and body a push notification carries; phones cut them shorter anyway. */
export const PUSH_TITLE_MAX = 120;
export const PUSH_BODY_MAX = 500;

/**
 * What a web push message carries, as the API sends it and the web app's service worker reads
 * it: the notification's words in the recipient's language and direction, and the page of this
 * site that a tap on it opens.
 */
export const pushPayloadSchema = z.object({
  title: z.string().min(1).max(PUSH_TITLE_MAX),
  body: z.string().max(PUSH_BODY_MAX),
  /** a path of this site ('/ar/dm/8'); a full address is kept only when it is on this site */
  url: z.string().min(1).max(2048),
  /** notifications with the same tag replace each other (one per conversation) */
  tag: z.string().min(1).max(100).optional(),
  lang: z.enum(LANGUAGES),
  dir: z.enum(['ltr', 'rtl']),
});

export type PushPayload = z.infer<typeof pushPayloadSchema>;
