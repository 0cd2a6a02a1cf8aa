import { z } from 'zod';

import { ERROR_CODES, withCode } from './errors';

/** The announcement banner. */

/** The most characters of HTML source an administrator may send; a banner is one short bar. */
export const BANNER_CONTENT_MAX = 2000;

export const BANNER_MESSAGES = {
  contentRequired: 'Content cannot be empty',
  contentTooLong: `Content must be at most ${BANNER_CONTENT_MAX} characters`,
  createFailed: 'Failed to create banner.',
  notFound: 'Banner not found',
} as const;

const bannerTextSchema = z
  .string()
  .trim()
  .max(BANNER_CONTENT_MAX, BANNER_MESSAGES.contentTooLong)
  .optional()
  .transform((text) => text ?? '');

/**
 * POST /admin/banner: the English version (`content`, what the earlier client sends) and the Arabic
 * one (`content_ar`), HTML or text, either of them left empty when the other is enough. The API
 * sanitises both and refuses a version that shows no text afterwards, which a form cannot know
 * beforehand.
 */
export const createBannerRequestSchema = z
  .object({
    content: bannerTextSchema,
    content_ar: bannerTextSchema,
    isActive: z.boolean(),
  })
  .refine((banner) => banner.content !== '' || banner.content_ar !== '', {
    message: BANNER_MESSAGES.contentRequired,
    path: ['content'],
    params: withCode(ERROR_CODES.fieldRequired),
  });
export type CreateBannerRequest = z.input<typeof createBannerRequestSchema>;
export type ParsedCreateBannerRequest = z.output<typeof createBannerRequestSchema>;

export const bannerIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/**
 * A banner as every reply shows it, in sanitised HTML: `content_en` and `content_ar` are the
 * versions the administrator wrote (null when left empty), and `content` is the English one or
 * else the Arabic one, for a client that shows a single text. A page shows its language's
 * version and falls back to the other.
 */
const bannerSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  content_en: z.string().nullable(),
  content_ar: z.string().nullable(),
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
