import type { Language } from '@tabarru/contract/constants';
import { ERROR_CODES } from '@tabarru/contract/errors';
import { eventToday } from '@tabarru/contract/event-time';
import { POST_MESSAGES } from '@tabarru/contract/posts';
import type { PostPreview } from '@tabarru/contract/previews';

import type { ModuleContext } from '../../context';
import type { Db } from '../../db/schema';
import { notFound } from '../../infra/http-errors';
import { photoUrlsAt } from '../../infra/media';
import { PromiseCache } from '../../infra/promise-cache';
import { imagesOfPost } from '../posts/service';
import { presentPostPreview, summarizeEvent, summarizePost, type PageSummary } from './presenter';
import {
  availablePostsForSitemap,
  coverOfEvent,
  findEvent,
  findVisiblePost,
  upcomingEventsForSitemap,
} from './queries';

export type { PageSummary } from './presenter';

/** A sitemap holds at most 50,000 addresses: these many posts, in two languages, fit in one. */
const SITEMAP_POSTS_MAX = 20_000;
const SITEMAP_EVENTS_MAX = 1_000;
/** How long the sitemap's list of posts and events is reused before it is read again. */
export const SITEMAP_CACHE_MS = 5 * 60_000;

const postNotFound = () => notFound(ERROR_CODES.postNotFound, POST_MESSAGES.notFound);

/**
 * `GET /api/posts/:id/preview`: a visible post as a visitor sees it; hidden and missing posts
 * alike are 404, whoever asks.
 */
export async function postPreview(
  context: Pick<ModuleContext, 'db' | 'images'>,
  postId: number,
): Promise<PostPreview> {
  const post = await findVisiblePost(context.db, postId);
  if (!post) throw postNotFound();
  return presentPostPreview(context.images, post, await imagesOfPost(context.db, postId));
}

/** What the sitemap lists besides the static pages. */
export interface SitemapContent {
  posts: { id: number; updated_at: string }[];
  events: { id: number; created_at: string }[];
}

/**
 * What the web host reads from the database to write the head of a page for visitors, link
 * previews and search engines. Photo URLs name `apiUrl`, the API's address for that page.
 */
export interface PagePreviews {
  /** a visible post's summary in `language`; undefined for a hidden or missing post */
  post(postId: number, language: Language, apiUrl: string): Promise<PageSummary | undefined>;
  /** an event's summary in `language`; undefined for a missing one */
  event(eventId: number, language: Language, apiUrl: string): Promise<PageSummary | undefined>;
  /** the posts anyone can take and the coming events, read again every 5 minutes at most */
  sitemap(): Promise<SitemapContent>;
}

export function createPagePreviews(db: Db, now: () => number = Date.now): PagePreviews {
  const sitemapCache = new PromiseCache<SitemapContent>(SITEMAP_CACHE_MS, 1, now);
  return {
    async post(postId, language, apiUrl) {
      const [post, gallery] = await Promise.all([
        findVisiblePost(db, postId),
        imagesOfPost(db, postId),
      ]);
      if (!post) return undefined;
      const photos = photoUrlsAt(apiUrl);
      return {
        ...summarizePost(photos, post, gallery[0], language),
        postPreview: presentPostPreview(photos, post, gallery),
      };
    },
    async event(eventId, language, apiUrl) {
      const [event, cover] = await Promise.all([findEvent(db, eventId), coverOfEvent(db, eventId)]);
      return event && summarizeEvent(photoUrlsAt(apiUrl), event, cover, language);
    },
    sitemap() {
      return sitemapCache.get('sitemap', async () => {
        const [posts, events] = await Promise.all([
          availablePostsForSitemap(db, SITEMAP_POSTS_MAX),
          upcomingEventsForSitemap(db, eventToday(new Date(now())), SITEMAP_EVENTS_MAX),
        ]);
        return { posts, events };
      });
    },
  };
}
