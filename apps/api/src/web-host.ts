import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

import {
  APP_MANIFEST_PATHS,
  SERVICE_WORKER_PATH,
  SHARE_TARGET_PATHS,
} from '@tabarru/contract/app-install';
import { LANGUAGES, type Language } from '@tabarru/contract/constants';
import { CSP_REPORT_ENDPOINT, CSP_REPORTS_PATH } from '@tabarru/contract/csp-reports';
import type { Event } from '@tabarru/contract/events';
import type { FirstScreen, RenderFirstScreen } from '@tabarru/contract/first-screen';
import { FEED_CARD_SIZES } from '@tabarru/contract/feed-card-sizes';
import { DEFAULT_MAP_TILES, mapTilesSource, type MapTiles } from '@tabarru/contract/map-tiles';
import { photoSrcSet } from '@tabarru/contract/photo-src-set';
import type { FeedReply } from '@tabarru/contract/posts';
import {
  FEED_PAGE_ELEMENT_ID,
  PRELOAD_LANGUAGE_ATTRIBUTE,
  RUNTIME_CONFIG_ELEMENT_ID,
  RUNTIME_CONFIG_GLOBAL,
  UPCOMING_EVENTS_ELEMENT_ID,
  type RuntimeConfig,
} from '@tabarru/contract/runtime-config';
import {
  indexedPageAt,
  INDEXED_PAGES,
  pathInLanguage,
  WEB_PATHS,
  type IndexedPage,
  type IndexedPageAddress,
  type PublicStaticPage,
} from '@tabarru/contract/web-paths';

import type { LogLevel } from './config';
import { closeConnectionsWhenClosing } from './infra/graceful-close';
import { OneLinePerRequest } from './infra/request-log';
import type { PagePreviews, SitemapContent } from './modules/previews/service';
import { firstScreenOf, MEMBER_MARK_SCRIPT, withWaitingLimit } from './web-host/first-screen';
import { opensInArabic } from './web-host/first-visit-language';
import {
  chunksOf,
  missingPageModules,
  pageModules,
  type BuildManifest,
  type PageChunks,
} from './web-host/page-chunks';
import {
  escapeHtml,
  hasPlaceForHead,
  headTemplate,
  type PageHead,
  type PhotoPreload,
} from './web-host/page-head';
import type { PageLists } from './web-host/page-lists';
import { withStylesheetsInline } from './web-host/page-stylesheet';
import { staticPageHead, summaryPageHead } from './web-host/public-page-heads';
import { renderRobots, renderSitemap } from './web-host/search-engines';

export interface WebHostOptions {
  distDir: string;
  /** the API's address each page is told: fixed, or the API port of the host it was opened at */
  apiUrlFor: (request: FastifyRequest) => string;
  /** the web app's own address in absolute links: fixed, or the host the page was opened at */
  webUrlFor: (request: FastifyRequest) => string;
  /**
   * what the heads of posts' and events' pages and the sitemap read from the database; without
   * it those pages are the plain app and the sitemap lists the static pages only
   */
  previews?: PagePreviews;
  /**
   * the feed's first page and the upcoming events as the API answers a visitor: written into the
   * feed's and the events' pages; without it those pages are the plain app
   */
  lists?: PageLists;
  /** the maps' tiles, told to each page and allowed as its images; OpenStreetMap's by default */
  mapTiles?: MapTiles;
  /**
   * draws a visitor's first screen of the public pages into them (web-host/first-screen.ts);
   * without it every page starts in the browser
   */
  firstScreen?: RenderFirstScreen;
  logLevel: LogLevel;
}

/** Pages told different API addresses (hosts a page was opened at) kept rendered at once. */
const RENDERED_INDEXES_KEPT = 16;
/** Heads of static public pages kept rendered: a few addresses, seven pages, two languages. */
const RENDERED_STATIC_PAGES_KEPT = 256;
/** First screens of posts' pages kept drawn: the posts shared most lately, about 10 KB each. */
const RENDERED_SUMMARY_SCREENS_KEPT = 512;
/** Posts' pages waiting to be drawn beyond which the next is served undrawn (withWaitingLimit). */
const SUMMARY_SCREENS_WAITING_MAX = 4;
/** The largest id a post or an event can have (a 32-bit integer key). */
const ID_MAX = 2 ** 31 - 1;
const ONE_HOUR = 'public, max-age=3600';

const CONFIG_SCRIPT = new RegExp(`<script id="${RUNTIME_CONFIG_ELEMENT_ID}">[\\s\\S]*?</script>`);
const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"/;
/** A preload for the pages of one language, with the line it stands on. */
const LANGUAGE_PRELOAD = new RegExp(
  `[ \\t]*<link rel="preload"[^>]*\\s${PRELOAD_LANGUAGE_ATTRIBUTE}="([a-z]+)"[^>]*>\\n?`,
  'g',
);
/** Vite's manifest of the build (vite.config.ts, build.manifest): read here, never served. */
const BUILD_MANIFEST = '.vite/manifest.json';
/** A feed's address naming a filter (feed-filters.ts): its first page is not the visitor's. */
const FEED_FILTER = /[?&](?:category|region|q|sort|availability|kind|place|near|within_km)=/;
/** Lists' pages kept rendered: one per address and language, while its list is unchanged. */
const RENDERED_LIST_PAGES_KEPT = 64;
/** Files the browser must ask for again on each visit, so a new version reaches it. */
const NEVER_CACHED = new Set([SERVICE_WORKER_PATH, ...Object.values(APP_MANIFEST_PATHS)]);
const HASHED_ASSETS = '/assets/';
const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';
/** Ten photos of 5 MB and the words beside them: what a share to the app may hold. */
const SHARE_TARGET_BODY_LIMIT = 60 * 1024 * 1024;

export class WebBuildMissingError extends Error {}

/**
 * The config script the SPA reads at start, and the mark of a member's page (MEMBER_MARK_SCRIPT);
 * `<` is escaped so no value can close the tag.
 */
export function renderConfigScript(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.${RUNTIME_CONFIG_GLOBAL}=${json};${MEMBER_MARK_SCRIPT}`;
}

/**
 * Whether the browser of a page at `webUrl` sends Reporting API reports to the API at `apiUrl`:
 * the Reporting API is for https pages and endpoints (Chromium 156 on an http page, localhost
 * included, keeps the reports queued and never sends them), and a browser that reads
 * `report-to` ignores `report-uri`, so elsewhere the policy names `report-uri` alone.
 */
export function reportsTo(apiUrl: string, webUrl: string): boolean {
  return new URL(apiUrl).protocol === 'https:' && new URL(webUrl).protocol === 'https:';
}

/** The headers that carry a page's policy, and where its violations are reported. */
export interface PagePolicy {
  csp: string;
  /** the Reporting API's endpoint that `report-to` names, where the browser may use it */
  reportingEndpoints?: string;
}

/**
 * A strict policy: scripts only from this origin plus the one hashed config script. Violations
 * are reported to the API (modules/csp-reports): by `report-uri`, and by `report-to` where
 * `reportTo` says the browser will use it (reportsTo). Images come from here, the API (photos)
 * and the host of the maps' tiles (`mapTiles`).
 */
export function pagePolicy(
  apiUrl: string,
  configScript: string,
  reportTo: boolean,
  mapTiles: MapTiles = DEFAULT_MAP_TILES,
): PagePolicy {
  const scriptHash = createHash('sha256').update(configScript).digest('base64');
  const api = new URL(apiUrl);
  const socket = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  // A policy's separators cannot appear in the address it names.
  const reports = new URL(`${apiUrl}${CSP_REPORTS_PATH}`).href.replace(/[;,]/g, encodeURIComponent);
  // The configuration refuses an address without a source (config.ts): none is allowed then.
  const tiles = mapTilesSource(mapTiles.url);
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'sha256-${scriptHash}'`,
    // React and the toast library set style attributes and a style element at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api.origin}${tiles ? ` ${tiles}` : ''}`,
    "font-src 'self'",
    `connect-src 'self' ${api.origin} ${socket}`,
    `media-src 'self' ${api.origin}`,
    "object-src 'none'",
    // The service worker and the photo worker are scripts of this origin, as is the manifest.
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `report-uri ${reports}`,
    ...(reportTo ? [`report-to ${CSP_REPORT_ENDPOINT}`] : []),
  ].join('; ');
  return reportTo ? { csp, reportingEndpoints: `${CSP_REPORT_ENDPOINT}="${reports}"` } : { csp };
}

interface RenderedIndex {
  html: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  policy: PagePolicy;
}

/** The page told `apiUrl`, and the same cut where each page's own head goes. */
interface IndexForApi extends RenderedIndex {
  withHead: (head: PageHead) => string;
}

async function readIndexTemplate(distDir: string): Promise<string> {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  if (!CONFIG_SCRIPT.test(template)) {
    throw new WebBuildMissingError(
      `apps/web/dist/index.html has no <script id="${RUNTIME_CONFIG_ELEMENT_ID}"> element to configure`,
    );
  }
  if (!hasPlaceForHead(template)) {
    throw new WebBuildMissingError('apps/web/dist/index.html has no <html> element or </head>');
  }
  return withStylesheetsInline(template, async (href) => {
    try {
      return await readFile(path.join(distDir, href), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      throw new WebBuildMissingError(`apps/web/dist/index.html names ${href}, which is not built`);
    }
  });
}

/** The build's manifest, or undefined for a build without one (no page then preloads its chunks). */
async function readBuildManifest(distDir: string): Promise<BuildManifest | undefined> {
  try {
    return JSON.parse(await readFile(path.join(distDir, BUILD_MANIFEST), 'utf8')) as BuildManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Each indexed page's chunks in each language, from the manifest. */
function chunksByPage(manifest: BuildManifest | undefined) {
  const chunks = new Map<string, PageChunks>();
  if (manifest) {
    for (const page of INDEXED_PAGES) {
      for (const language of LANGUAGES) {
        chunks.set(`${page} ${language}`, chunksOf(manifest, pageModules(page, language)));
      }
    }
  }
  return (page: IndexedPage, language: Language) => chunks.get(`${page} ${language}`);
}

/** The first card's photo of the feed, in the file the card picks (post-card.tsx). */
function feedPhoto(reply: FeedReply): PhotoPreload | undefined {
  const first = reply.posts[0];
  if (first?.cover) {
    return {
      url: first.cover.thumbnail_url,
      srcSet: photoSrcSet(first.cover),
      sizes: FEED_CARD_SIZES,
    };
  }
  return first?.attached_photo_url ? { url: first.attached_photo_url } : undefined;
}

/** The first event card's picture (event-card.tsx: its first thumbnail). */
function eventsPhoto(events: Event[]): PhotoPreload | undefined {
  const url = events[0]?.thumbnails[0];
  return url ? { url } : undefined;
}

function compressed(html: Buffer, policy: PagePolicy): RenderedIndex {
  return {
    html,
    gzip: gzipSync(html, { level: 9 }),
    brotli: brotliCompressSync(html),
    policy,
  };
}

/** The pages whose address carries the token of a mailed link, in either language. */
const TOKEN_PAGES = new RegExp(
  `^(?:/ar)?(?:${[WEB_PATHS.resetPassword, WEB_PATHS.confirmEmail, WEB_PATHS.undoEmailChange].join('|')})(?:[/?#]|$)`,
  'i',
);

/** The address a page was asked for, and the page's own (its first screen is drawn only there). */
function addressOf(
  request: FastifyRequest,
  webUrl: string,
  { path: pagePath, language }: Pick<IndexedPageAddress, 'path' | 'language'>,
) {
  return { url: request.url, canonical: pathInLanguage(pagePath, language), webUrl };
}

/** The language of a page by its path: Arabic under /ar. */
function languageOfPath(url: string): Language {
  return /^\/ar(?:[/?#]|$)/i.test(url) ? 'ar' : 'en';
}

function renderIndex(
  template: string,
  apiUrl: string,
  language: Language,
  reportTo: boolean,
  mapTiles: MapTiles,
): IndexForApi {
  const script = renderConfigScript({ apiUrl, mapTiles });
  // Every page's content comes from the API: its connection is opened while the script loads.
  const preconnect = `<link rel="preconnect" href="${escapeHtml(new URL(apiUrl).origin)}" crossorigin>`;
  const text = template
    .replace(
      CONFIG_SCRIPT,
      () => `${preconnect}<script id="${RUNTIME_CONFIG_ELEMENT_ID}">${script}</script>`,
    )
    // A manifest has one name: pages under /ar name the Arabic app.
    .replace(MANIFEST_LINK, () => `<link rel="manifest" href="${APP_MANIFEST_PATHS[language]}"`)
    // Each language's pages are first drawn in their own script's font.
    .replace(LANGUAGE_PRELOAD, (preload, preloadLanguage: string) =>
      preloadLanguage === language ? preload : '',
    );
  return {
    ...compressed(Buffer.from(text), pagePolicy(apiUrl, script, reportTo, mapTiles)),
    withHead: headTemplate(text),
  };
}

/** A page rendered for one answer, or a few: compressed with fast settings. */
function renderedOnce(text: string, policy: PagePolicy): RenderedIndex {
  const html = Buffer.from(text);
  return {
    html,
    gzip: gzipSync(html),
    brotli: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }),
    policy,
  };
}

/** Keeps at most `size` values, forgetting them all when full (few keys are ever in use). */
function boundedMap<Value>(size: number) {
  const values = new Map<string, Value>();
  return (key: string, make: () => Value): Value => {
    let value = values.get(key);
    if (value === undefined) {
      value = make();
      if (values.size >= size) values.clear();
      values.set(key, value);
    }
    return value;
  };
}

/** The id in a post's or an event's address, or undefined when it cannot name one. */
function idOf(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= ID_MAX ? id : undefined;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * every unknown page path answered with index.html so the client router decides.
 */
export async function buildWebHost(options: WebHostOptions) {
  if (!existsSync(path.join(options.distDir, 'index.html'))) {
    throw new WebBuildMissingError(
      `The web app is not built (no ${path.join(options.distDir, 'index.html')}): run npm run build`,
    );
  }
  const template = await readIndexTemplate(options.distDir);
  const manifest = await readBuildManifest(options.distDir);
  const chunksOfPage = chunksByPage(manifest);
  const indexes = boundedMap<IndexForApi>(RENDERED_INDEXES_KEPT);
  /**
   * index.html telling the page `apiUrl` and naming its language's manifest, with the policy for
   * a page at `webUrl`, rendered once per address and language while few are in use.
   */
  const indexFor = (apiUrl: string, webUrl: string, language: Language) => {
    const reportTo = reportsTo(apiUrl, webUrl);
    return indexes(`${language} ${apiUrl} ${reportTo}`, () =>
      renderIndex(template, apiUrl, language, reportTo, options.mapTiles ?? DEFAULT_MAP_TILES),
    );
  };
  const staticPages = boundedMap<Promise<RenderedIndex>>(RENDERED_STATIC_PAGES_KEPT);
  /** The first screens of posts' pages, by address and what the page holds. */
  const summaryScreens = new Map<string, FirstScreen>();
  const drawSummary = options.firstScreen
    ? withWaitingLimit(options.firstScreen, SUMMARY_SCREENS_WAITING_MAX)
    : undefined;
  const app = Fastify({
    logger: { level: options.logLevel },
    // The pages of mailed links carry their token in the query: the one line hides it.
    logController: new OneLinePerRequest(),
    forceCloseConnections: 'idle',
  });
  closeConnectionsWhenClosing(app);
  const missing = manifest ? missingPageModules(manifest) : [];
  if (!manifest) {
    app.log.warn(`the web build has no ${BUILD_MANIFEST}: pages load their chunks after the entry`);
  } else if (missing.length > 0) {
    app.log.warn(
      { missing },
      'the web build names none of these pages’ modules: they load their chunks after the entry',
    );
  }

  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    // As the API's replies (helmet's default); a browser heeds it only from an https page.
    reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });

  function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedIndex) {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted)
      ? 'br'
      : /\bgzip\b/.test(accepted)
        ? 'gzip'
        : undefined;
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', page.policy.csp)
      .header('Vary', [reply.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '))
      .header(
        'Referrer-Policy',
        TOKEN_PAGES.test(request.url) ? 'no-referrer' : 'strict-origin-when-cross-origin',
      );
    if (page.policy.reportingEndpoints) {
      reply.header('Reporting-Endpoints', page.policy.reportingEndpoints);
    }
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(
      encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.html,
    );
  }

  function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    return sendPage(
      request,
      reply,
      indexFor(options.apiUrlFor(request), options.webUrlFor(request), languageOfPath(request.url)),
    );
  }

  /**
   * A post's or an event's page with its head written from the database, compressed for this
   * one answer (a small page, fast settings); the plain app when the database has no preview
   * of it (hidden, gone) or cannot answer now.
   */
  async function sendSummaryPage(
    request: FastifyRequest,
    reply: FastifyReply,
    address: IndexedPageAddress,
  ) {
    const id = idOf(address.params.id);
    const apiUrl = options.apiUrlFor(request);
    const read = address.page === 'post' ? options.previews?.post : options.previews?.event;
    const summary =
      id === undefined || !read
        ? undefined
        : await read(id, address.language, apiUrl).catch((error: unknown) => {
            request.log.warn({ err: error }, 'the preview of a page could not be read');
            return undefined;
          });
    if (!summary) return sendIndex(request, reply);
    const webUrl = options.webUrlFor(request);
    const index = indexFor(apiUrl, webUrl, address.language);
    const head = summaryPageHead(summary, address.path, address.language, webUrl);
    const chunks = chunksOfPage(address.page, address.language);
    // Kept by address and what the page holds; one not drawn (refused, failed) is tried again.
    const key = `${request.url} ${webUrl} ${JSON.stringify(head)}`;
    let firstScreen = summaryScreens.get(key);
    if (!firstScreen) {
      const pageAddress = addressOf(request, webUrl, address);
      firstScreen = await firstScreenOf(drawSummary, pageAddress, head, request.log);
      if (firstScreen) {
        if (summaryScreens.size >= RENDERED_SUMMARY_SCREENS_KEPT) summaryScreens.clear();
        summaryScreens.set(key, firstScreen);
      }
    }
    return sendPage(
      request,
      reply,
      renderedOnce(index.withHead({ ...head, chunks, firstScreen }), index.policy),
    );
  }

  /** Each list's page as last rendered, with the list it holds, by address and language. */
  const listPages = new Map<string, { json: string; rendered: RenderedIndex }>();

  /**
   * The feed's or the events' page with its list written in (a visitor's feed with no filters:
   * the first page of it), and the first card's photo preloaded; rendered again only when the
   * list has changed. The static page when the list cannot be read now.
   */
  async function sendListPage(
    request: FastifyRequest,
    reply: FastifyReply,
    address: IndexedPageAddress & { page: 'feed' | 'events' },
    lists: PageLists,
  ) {
    const apiUrl = options.apiUrlFor(request);
    const list = await (
      address.page === 'feed'
        ? lists.feed(apiUrl).then(({ value, json }) => ({
            json,
            elementId: FEED_PAGE_ELEMENT_ID,
            photo: feedPhoto(value),
          }))
        : lists.events(apiUrl).then(({ value, json }) => ({
            json,
            elementId: UPCOMING_EVENTS_ELEMENT_ID,
            photo: eventsPhoto(value),
          }))
    ).catch((error: unknown) => {
      request.log.warn({ err: error }, 'the list of a page could not be read');
      return undefined;
    });
    if (!list) return sendStaticPage(request, reply, address);
    const webUrl = options.webUrlFor(request);
    const pageAddress = addressOf(request, webUrl, address);
    const drawn = pageAddress.url === pageAddress.canonical;
    const key = `${apiUrl} ${webUrl} ${address.page} ${address.language} ${drawn}`;
    let kept = listPages.get(key);
    if (kept?.json !== list.json) {
      const index = indexFor(apiUrl, webUrl, address.language);
      const head: PageHead = {
        ...staticPageHead(address.page, address.path, address.language, webUrl),
        chunks: chunksOfPage(address.page, address.language),
        data: { elementId: list.elementId, json: list.json },
        photo: list.photo,
      };
      head.firstScreen = await firstScreenOf(options.firstScreen, pageAddress, head, request.log);
      kept = { json: list.json, rendered: renderedOnce(index.withHead(head), index.policy) };
      if (!listPages.has(key) && listPages.size >= RENDERED_LIST_PAGES_KEPT) listPages.clear();
      listPages.set(key, kept);
    }
    return sendPage(request, reply, kept.rendered);
  }

  /**
   * A public page without parameters, with its own head and first screen, rendered once per
   * address (one with a query, whose first screen is not drawn, apart).
   */
  async function sendStaticPage(
    request: FastifyRequest,
    reply: FastifyReply,
    { page, path: pagePath, language }: IndexedPageAddress & { page: PublicStaticPage },
  ) {
    const apiUrl = options.apiUrlFor(request);
    const webUrl = options.webUrlFor(request);
    const address = addressOf(request, webUrl, { path: pagePath, language });
    const drawn = address.url === address.canonical;
    const key = `${apiUrl} ${webUrl} ${page} ${language} ${drawn}`;
    const rendered = await staticPages(key, async () => {
      const index = indexFor(apiUrl, webUrl, language);
      const head = staticPageHead(page, pagePath, language, webUrl);
      const chunks = chunksOfPage(page, language);
      const firstScreen = await firstScreenOf(options.firstScreen, address, {}, request.log);
      return compressed(
        Buffer.from(index.withHead({ ...head, chunks, firstScreen })),
        index.policy,
      );
    });
    return sendPage(request, reply, rendered);
  }

  /** Every page of the app: public ones with their own head, the others as index.html. */
  function sendAppPage(request: FastifyRequest, reply: FastifyReply) {
    const address = indexedPageAt(request.url.split('?')[0] ?? '/');
    if (address?.page === 'post' || address?.page === 'event') {
      return sendSummaryPage(request, reply, address);
    }
    if (!address || address.page === 'user') return sendIndex(request, reply);
    const { page } = address;
    const listed =
      options.lists && (page === 'events' || (page === 'feed' && !FEED_FILTER.test(request.url)));
    if (listed && options.lists) {
      return sendListPage(request, reply, { ...address, page }, options.lists);
    }
    return sendStaticPage(request, reply, { ...address, page });
  }

  // Only / itself: /ar and every other page answer as they are, so nothing can loop.
  app.get('/', (request, reply) => {
    const toArabic = opensInArabic({
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
      userAgent: request.headers['user-agent'],
    });
    reply.header('Vary', 'Accept-Language, Cookie');
    if (!toArabic) return sendAppPage(request, reply);
    const query = request.url.indexOf('?');
    return reply
      .header('Cache-Control', 'no-cache')
      .redirect(`/ar${query === -1 ? '' : request.url.slice(query)}`, 302);
  });
  app.get('/index.html', sendIndex);

  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', ONE_HOUR)
      .send(renderRobots(options.webUrlFor(request))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    let content: SitemapContent = { posts: [], events: [] };
    try {
      content = (await options.previews?.sitemap()) ?? content;
    } catch (error) {
      request.log.warn({ err: error }, 'the sitemap could not be read');
      return reply.code(503).header('Retry-After', '60').type('text/plain').send('Unavailable');
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', ONE_HOUR)
      .send(renderSitemap(options.webUrlFor(request), content));
  });

  /**
   * The share target of the installed app, reached without its service worker (the first
   * visit, before the worker is active): the shared photos cannot be kept here, so the sharer
   * lands on the give form to choose them again, rather than on an error. The body is read and
   * dropped unparsed, within the bounds of an upload.
   */
  await app.register(async (shareTarget) => {
    shareTarget.removeAllContentTypeParsers();
    shareTarget.addContentTypeParser(
      '*',
      { bodyLimit: SHARE_TARGET_BODY_LIMIT },
      (_request, payload, done) => {
        payload.on('error', done);
        payload.on('end', () => done(null));
        payload.resume();
      },
    );
    for (const language of LANGUAGES) {
      shareTarget.post(SHARE_TARGET_PATHS[language], (_request, reply) =>
        reply
          .header('Cache-Control', 'no-store')
          .redirect(pathInLanguage(WEB_PATHS.createPost, language), 303),
      );
    }
  });

  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    // No dotfile is the site's: the build's manifest (.vite/) names its source files and is
    // for this host alone.
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // A precompressed copy is sent under the name of the file it compresses.
      const relative =
        `/${path.relative(options.distDir, filePath).split(path.sep).join('/')}`.replace(
          /\.(br|gz)$/,
          '',
        );
      reply.header(
        'Cache-Control',
        relative.startsWith(HASHED_ASSETS)
          ? ONE_YEAR
          : NEVER_CACHED.has(relative)
            ? 'no-cache'
            : ONE_DAY,
      );
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(HASHED_ASSETS);
    if (!isPage) {
      // A missing hashed chunk must fail loudly so the client can reload, not parse HTML as JS.
      return reply
        .code(404)
        .header('Cache-Control', 'no-cache')
        .type('text/plain')
        .send('Not found');
    }
    return sendAppPage(request, reply);
  });

  return app;
}
