import { z } from 'zod';

/** The announcement banner (spec 001 §2, §3, §4, §5, §7, §8). */

/** The most characters of HTML source an administrator may send; a banner is one short bar. */
export const BANNER_CONTENT_MAX = 2000;

export const BANNER_MESSAGES = {
  contentRequired: 'Content cannot be empty',
  contentTooLong: `Content must be at most ${BANNER_CONTENT_MAX} characters`,
  createFailed: 'Failed to create banner.',
  notFound: 'Banner not found',
} as const;

/**
 * POST /admin/banner. `content` is HTML or text; the API sanitises it and refuses content with
 * no text left afterwards, which a form cannot know beforehand.
 */
export const createBannerRequestSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, BANNER_MESSAGES.contentRequired)
    .max(BANNER_CONTENT_MAX, BANNER_MESSAGES.contentTooLong),
  isActive: z.boolean(),
});
export type CreateBannerRequest = z.infer<typeof createBannerRequestSchema>;

export const bannerIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** A banner as every reply shows it; `content` is sanitised HTML. */
export const bannerSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET /banner: the active banner, or null when none is. */
export const activeBannerReplySchema = z.object({ banner: bannerSchema.nullable() });
export type ActiveBannerReply = z.infer<typeof activeBannerReplySchema>;

/** POST /admin/banner (201) and PUT /admin/banner/:id/toggle: the banner as it is now. */
export const bannerReplySchema = z.object({ banner: bannerSchema });
export type BannerReply = z.infer<typeof bannerReplySchema>;

/** GET /admin/banners: every banner, newest first. */
export const bannerListReplySchema = z.array(bannerSchema);
export type BannerListReply = z.infer<typeof bannerListReplySchema>;
