import { z } from 'zod';

import { AVAILABILITIES, SEARCH_QUERY_MAX } from './constants';

/** The admin area's users and posts. */

/** The most rows one page of an admin list holds when paging is asked for. */
export const ADMIN_PAGE_SIZE_MAX = 100;
/** The page size the web app asks for. */
export const ADMIN_PAGE_SIZE = 50;
/** The reason an administrator may give for a deletion or a suspension, kept in the audit log. */
export const ADMIN_REASON_MAX = 500;

export const MODERATION_STATUSES = ['visible', 'flagged', 'removed'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const ADMIN_MESSAGES = {
  userDeleted: 'User deleted',
  postDeleted: 'Post deleted',
  ownRole: 'You cannot change your own role.',
  ownAccount: 'You cannot delete your own account from the admin area.',
  lastAdmin: 'The last administrator cannot be demoted or deleted.',
  userSuspended: 'Member suspended',
  userUnsuspended: 'Suspension lifted',
  suspendOwnAccount: 'You cannot suspend your own account.',
  suspendAdministrator: 'An administrator cannot be suspended; demote them first.',
} as const;

const ID_MAX = 2 ** 31 - 1;

export const adminIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(ID_MAX),
});

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * GET /admin/users and /admin/posts: the whole list without `limit` (the earlier product's web
 * client reads one array), or a page of `limit` rows after `cursor`, the next cursor in X-Next-Cursor. `q` searches
 * users by email and posts by title, case-insensitively, in the database.
 */
export const adminListQuerySchema = z.object({
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(SEARCH_QUERY_MAX).optional()),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).optional(),
  cursor: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;
export type ParsedAdminListQuery = z.output<typeof adminListQuerySchema>;

/**
 * An optional reason, in the body of an administrator's delete or suspension, for the audit log.
 * The earlier product's client sends no body at all, which Fastify reads as null.
 */
export const adminReasonRequestSchema = z
  .object({ reason: z.string().trim().max(ADMIN_REASON_MAX).optional() })
  .nullish();
export type AdminReasonRequest = z.input<typeof adminReasonRequestSchema>;

const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
  is_admin: z.boolean(),
  location: z.string().nullable(),
  items_donated: z.number().int(),
  created_at: z.string(),
  /** when an administrator suspended the member; null while they are not */
  suspended_at: z.string().nullable(),
  suspended_reason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /admin/users: members newest first. */
export const adminUserListReplySchema = z.array(adminUserSchema);

/** PUT /admin/users/:id/toggle-admin: the member's role as it is now. */
export const toggleAdminReplySchema = z.object({ id: z.number().int(), is_admin: z.boolean() });
export type ToggleAdminReply = z.infer<typeof toggleAdminReplySchema>;

/** PUT /admin/users/:id/suspend and /unsuspend: the member's suspension as it is now. */
export const suspensionReplySchema = z.object({
  message: z.string(),
  id: z.number().int(),
  suspended_at: z.string().nullable(),
});
export type SuspensionReply = z.infer<typeof suspensionReplySchema>;

const adminPostSchema = z.object({
  post_id: z.number().int(),
  user_id: z.number().int(),
  title: z.string(),
  username: z.string(),
  /** the poster's account email */
  email: z.string(),
  category: z.string(),
  location: z.string(),
  availability: z.enum(AVAILABILITIES),
  moderation_status: z.enum(MODERATION_STATUSES),
  /** the cover's thumbnail, under the name the earlier client's admin views read */
  primary_image_url: z.string().nullable(),
  created_at: z.string(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

/** GET /admin/posts: every post, whatever its moderation, newest first. */
export const adminPostListReplySchema = z.array(adminPostSchema);

export const adminMessageReplySchema = z.object({ message: z.string() });

const weeklyCountsSchema = z.array(z.number().int().nonnegative());

/**
 * `GET /api/admin/overview` (administrators): the site over the last weeks (figure-weeks.ts),
 * each series one number per week of `weeks` (the oldest first): accounts created, posts
 * written (offers and wanted posts, removed ones too), handovers (claims a donor confirmed) and
 * reports of posts; and the same four since the start.
 */
export const adminOverviewReplySchema = z.object({
  weeks: z.array(z.string()),
  members: weeklyCountsSchema,
  posts: weeklyCountsSchema,
  handovers: weeklyCountsSchema,
  reports: weeklyCountsSchema,
  totals: z.object({
    members: z.number().int().nonnegative(),
    posts: z.number().int().nonnegative(),
    handovers: z.number().int().nonnegative(),
    reports: z.number().int().nonnegative(),
  }),
});
export type AdminOverviewReply = z.infer<typeof adminOverviewReplySchema>;
