import { z } from 'zod';

import { AVAILABILITIES } from './constants';
import { postImageSchema } from './posts';

/**
 * `GET /api/posts/:id/preview`: what anyone may see of a visible post before signing
 * in, from a shared link. Never its contact phone or email, nor anything only a member sees
 * (claims, the donor's account); the texts come with any phone number or email address in them
 * left out.
 */
export const postPreviewSchema = z.object({
  post_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** 'Region - Specific area', as the post stores it */
  location: z.string(),
  category: z.string(),
  availability: z.enum(AVAILABILITIES),
  /** an offer no longer on the feed: its 30 days ran out or its donor withdrew it */
  expired: z.boolean(),
  images: z.array(postImageSchema),
  created_at: z.string(),
  donor: z.object({
    /** the name the site shows for the donor everywhere (their username) */
    name: z.string(),
    /** the mean rating to one decimal, null before the first */
    rating: z.number().nullable(),
    rating_count: z.number().int(),
  }),
});
export type PostPreview = z.infer<typeof postPreviewSchema>;
