import { eventListReplySchema, type Event } from '@tabarru/contract/events';
import { feedQuerySchema, feedReplySchema, type FeedReply } from '@tabarru/contract/posts';

import type { ModuleContext } from '../context';
import { createImageStore, type ImageStore } from '../infra/media';
import { serializerOf } from '../infra/reply-serializer';
import { eventList } from '../modules/events/service';
import { feed } from '../modules/feed/service';

/** A list a page shows first, with the JSON the API sends it as. */
export interface PageList<T> {
  value: T;
  json: string;
}

/**
 * What the web host writes into the pages whose first screen is a list from the API, as the API
 * answers a visitor (the routes' own services and serializers: nothing a visitor could not read
 * there), photo URLs naming `apiUrl`, the API's address for that page.
 */
export interface PageLists {
  /** the feed's first page as `GET /posts?sort=newest` answers a visitor: every offer, newest first */
  feed(apiUrl: string): Promise<PageList<FeedReply>>;
  /** the events as `GET /events` answers a visitor: the upcoming ones, soonest first */
  events(apiUrl: string): Promise<PageList<Event[]>>;
}

/** The query the web app sends for the feed's first page with no filters (feedRequestSearch). */
const VISITOR_FEED_QUERY = feedQuerySchema.parse({ sort: 'newest' });

/** The API addresses whose photo URLs are kept ready: a few hosts a page is opened at. */
const ADDRESSES_KEPT = 16;

export function createPageLists(
  context: Pick<ModuleContext, 'db' | 'dialect' | 'feedCache' | 'now'>,
  dataDir: string,
): PageLists {
  const writeFeed = serializerOf(feedReplySchema);
  const writeEvents = serializerOf(eventListReplySchema);
  // The feed cache gives the same page to every request while the feed is unchanged.
  const writtenFeeds = new WeakMap<FeedReply, string>();
  const stores = new Map<string, ImageStore>();
  const imagesAt = (apiUrl: string) => {
    let store = stores.get(apiUrl);
    if (!store) {
      if (stores.size >= ADDRESSES_KEPT) stores.clear();
      store = createImageStore(dataDir, apiUrl);
      stores.set(apiUrl, store);
    }
    return store;
  };
  return {
    async feed(apiUrl) {
      const reply = await feed({ ...context, images: imagesAt(apiUrl) }, null, VISITOR_FEED_QUERY);
      let json = writtenFeeds.get(reply);
      if (json === undefined) {
        json = writeFeed(reply);
        writtenFeeds.set(reply, json);
      }
      return { value: reply, json };
    },
    async events(apiUrl) {
      const events = await eventList({ db: context.db, images: imagesAt(apiUrl) }, null);
      return { value: events, json: writeEvents(events) };
    },
  };
}
