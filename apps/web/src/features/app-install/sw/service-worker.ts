import { SHARE_TARGET_PATHS, SHARED_PHOTOS_PARAM } from '@tabarru/contract/app-install';
import { pathInLanguage, WEB_PATHS } from '@tabarru/contract/web-paths';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

import {
  SAVED_COPY_MESSAGE,
  SAVED_PAGES_CACHE,
  SAVED_PHOTOS_CACHE,
  SKIP_WAITING_MESSAGE,
} from '../../../lib/offline-caches';
import { keepSharedItems } from '../../../lib/shared-photos';
import { apiOriginOf, previewOfMemberPost, savedReplyKey, savedReplyKind } from './api-replies';
import { notificationOfPush } from './push-notification';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

/** How long a page or a feed page may take before the saved copy is shown instead. */
const NAVIGATION_TIMEOUT_MS = 5000;
const API_TIMEOUT_SECONDS = 4;
const DAY_SECONDS = 24 * 60 * 60;

// The built shell: index.html, scripts, styles, fonts and icons, by revision.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open pages at once; a newer one waits for the member (the prompt).
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) {
    void self.skipWaiting();
  }
});

self.addEventListener('activate', (event) => {
  if (self.registration.navigationPreload) {
    event.waitUntil(self.registration.navigationPreload.enable());
  }
});

function withinTime(response: Promise<Response>, milliseconds: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), milliseconds);
    response.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Pages come from the web host while it answers, with its per-page heads, redirects and
 * headers; offline, or past the timeout, the precached index.html, so every route of the app
 * (under / and /ar) opens and the router shows it from what is saved.
 */
registerRoute(
  new NavigationRoute(async ({ request, event }) => {
    const answer = async () =>
      ((await (event as FetchEvent).preloadResponse) as Response | undefined) ??
      (await fetch(request));
    try {
      return await withinTime(answer(), NAVIGATION_TIMEOUT_MS);
    } catch {
      return (await matchPrecache('index.html')) ?? Response.error();
    }
  }),
);

/** Tells the page that asked that it is reading a saved copy, so it can say so. */
const toldWhenSaved: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ event, cachedResponse }) => {
    const clientId = (event as FetchEvent | undefined)?.clientId;
    if (cachedResponse && clientId) {
      const client = await self.clients.get(clientId);
      client?.postMessage({ type: SAVED_COPY_MESSAGE });
    }
    return cachedResponse;
  },
};

/** A reply is kept under its address alone: a member's token never makes a second copy. */
const keyedByAddress: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => savedReplyKey(request),
};

const savedPagePlugins = [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 14 * DAY_SECONDS }),
  keyedByAddress,
];
const savedPages = new NetworkFirst({
  cacheName: SAVED_PAGES_CACHE,
  networkTimeoutSeconds: API_TIMEOUT_SECONDS,
  plugins: [...savedPagePlugins, toldWhenSaved],
  matchOptions: { ignoreVary: true },
});
/** The same cache, filled in the background: no page is waiting on it to be told anything. */
const savedPagesQuietly = new NetworkFirst({
  cacheName: SAVED_PAGES_CACHE,
  plugins: savedPagePlugins,
  matchOptions: { ignoreVary: true },
});

/**
 * Photos are named by their content's hash, so a kept one is never stale. An <img> asks
 * without CORS, which would give an opaque reply the cache cannot check and counts as several
 * megabytes of quota; the API answers CORS, so the worker asks with it and keeps a readable one.
 */
const savedPhotos = new CacheFirst({
  cacheName: SAVED_PHOTOS_CACHE,
  plugins: [
    {
      requestWillFetch: async ({ request }) =>
        request.mode === 'no-cors'
          ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
          : request,
    },
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: 300,
      maxAgeSeconds: 30 * DAY_SECONDS,
      purgeOnQuotaError: true,
    }),
    keyedByAddress,
  ],
  matchOptions: { ignoreVary: true },
});

const apiOrigin = apiOriginOf(self.location.href);
if (apiOrigin !== undefined) {
  registerRoute(({ url }) => savedReplyKind(url, apiOrigin) === 'photo', savedPhotos);
  registerRoute(({ url }) => {
    const kind = savedReplyKind(url, apiOrigin);
    return kind === 'feedPage' || kind === 'postPreview';
  }, savedPages);
  // A member's post is read from the network only; its public preview is saved beside it.
  registerRoute(
    ({ url }) => previewOfMemberPost(url, apiOrigin) !== undefined,
    async ({ request, url, event }) => {
      const response = await fetch(request);
      const preview = previewOfMemberPost(url, apiOrigin);
      if (response.ok && preview !== undefined) {
        event.waitUntil(
          savedPagesQuietly.handle({ request: new Request(preview), event }).catch(() => undefined),
        );
      }
      return response;
    },
  );
}

/**
 * The share target: the phone's share sheet posts the photos here. They are kept for the
 * give form, which takes them once it opens (after signing in, if need be).
 */
registerRoute(
  ({ url, request }) =>
    request.mode === 'navigate' && Object.values(SHARE_TARGET_PATHS).includes(url.pathname),
  async ({ request, url }) => {
    const language = url.pathname === SHARE_TARGET_PATHS.ar ? 'ar' : 'en';
    try {
      const form = await request.formData();
      const photos = form
        .getAll('photos')
        .filter((value): value is File => typeof value !== 'string' && value.size > 0);
      const word = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value.trim() : '';
      };
      await keepSharedItems({ photos, title: word('title'), text: word('text') });
    } catch (error) {
      console.warn('the shared photos could not be kept', error);
    }
    const giveForm = `${pathInLanguage(WEB_PATHS.createPost, language)}?${SHARED_PHOTOS_PARAM}=1`;
    return Response.redirect(new URL(giveForm, self.location.origin).href, 303);
  },
  'POST',
);

self.addEventListener('push', (event) => {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    return;
  }
  const notification = notificationOfPush(data, self.location.origin);
  if (!notification) return;
  event.waitUntil(self.registration.showNotification(notification.title, notification.options));
});

async function openPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    try {
      const focused = await open.focus();
      await focused.navigate(url);
      return;
    } catch {
      // A tab this worker does not control cannot be navigated: a new window then.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = typeof data?.url === 'string' ? data.url : `${self.location.origin}/`;
  event.waitUntil(openPage(url));
});
