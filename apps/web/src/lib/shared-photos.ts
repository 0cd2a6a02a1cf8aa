import { SHARED_PHOTOS_CACHE } from './offline-caches';

/**
 * Photos shared to the installed app from the phone's gallery (the manifest's share target):
 * the service worker keeps them in Cache Storage, which pages and the worker both read, and
 * the give form takes them once it opens, signed in.
 */
export interface SharedItems {
  photos: File[];
  /** what the sharing app sent beside the photos, empty when nothing */
  title: string;
  text: string;
}

const PHOTO_PREFIX = '/shared-photos/photo/';
const WORDS_ADDRESS = '/shared-photos/words';
const NAME_HEADER = 'X-File-Name';

/** Keeps what was shared, replacing anything shared before and never taken. */
export async function keepSharedItems(items: SharedItems): Promise<void> {
  await caches.delete(SHARED_PHOTOS_CACHE);
  const cache = await caches.open(SHARED_PHOTOS_CACHE);
  await Promise.all(
    items.photos.map((photo, index) =>
      cache.put(
        `${PHOTO_PREFIX}${index}`,
        new Response(photo, {
          headers: {
            'Content-Type': photo.type || 'application/octet-stream',
            [NAME_HEADER]: encodeURIComponent(photo.name),
          },
        }),
      ),
    ),
  );
  await cache.put(
    WORDS_ADDRESS,
    new Response(JSON.stringify({ title: items.title, text: items.text }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

function positionOf(request: Request): number {
  return Number(new URL(request.url).pathname.slice(PHOTO_PREFIX.length));
}

async function wordsOf(cache: Cache): Promise<Pick<SharedItems, 'title' | 'text'>> {
  const reply: unknown = await (await cache.match(WORDS_ADDRESS))?.json().catch(() => undefined);
  const words =
    typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>) : {};
  return {
    title: typeof words.title === 'string' ? words.title : '',
    text: typeof words.text === 'string' ? words.text : '',
  };
}

/**
 * What was shared, in the order it was shared, and forgets it, so a second visit to the form
 * starts empty; nothing when nothing waits or the browser has no Cache Storage.
 */
export async function takeSharedItems(): Promise<SharedItems> {
  const none: SharedItems = { photos: [], title: '', text: '' };
  if (typeof caches === 'undefined' || !(await caches.has(SHARED_PHOTOS_CACHE))) return none;
  const cache = await caches.open(SHARED_PHOTOS_CACHE);
  const requests = (await cache.keys())
    .filter((request) => new URL(request.url).pathname.startsWith(PHOTO_PREFIX))
    .sort((first, second) => positionOf(first) - positionOf(second));
  const photos = await Promise.all(
    requests.map(async (request, index) => {
      const response = await cache.match(request);
      const blob = (await response?.blob()) ?? new Blob();
      const name = response?.headers.get(NAME_HEADER);
      return new File([blob], name ? decodeURIComponent(name) : `photo-${index + 1}`, {
        type: blob.type,
      });
    }),
  );
  const words = await wordsOf(cache);
  await caches.delete(SHARED_PHOTOS_CACHE);
  return { photos, ...words };
}
