import { z } from 'zod';

/** GET /messages/unread/count: conversations with at least one unread message (DESIGN §4). */
export const unreadCountReplySchema = z.object({ unreadCount: z.number().int() });
export type UnreadCountReply = z.infer<typeof unreadCountReplySchema>;
