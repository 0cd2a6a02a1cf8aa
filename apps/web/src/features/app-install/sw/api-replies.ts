import { SERVICE_WORKER_API_PARAM } from '@tabarru/contract/app-install';

/**
 * Which API replies the service worker keeps for offline use (docs/decisions.md, the
 * installable app). Only public data: pages of the feed, a post's public preview and the
 * photos. A member's own post reply carries the donor's contact details and the member's claim,
 * so it is never kept: its public preview is kept beside it instead. Nothing else (messages,
 * claims, profile, counts, anything written) is touched.
 */
export type SavedReplyKind = 'feedPage' | 'postPreview' | 'photo';

/** The API's origin, from the service worker's own address (`/service-worker.js?api=…`), or undefined. */
export function apiOriginOf(serviceWorkerAddress: string): string | undefined {
  const value = new URL(serviceWorkerAddress).searchParams.get(SERVICE_WORKER_API_PARAM);
  if (!value) return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

const POST_ID = '[1-9]\\d{0,9}';
const FEED_PAGE = /^\/posts$/;
const POST_PREVIEW = new RegExp(`^/api/posts/${POST_ID}/preview$`);
const MEMBER_POST = new RegExp(`^/Posting/posts/(${POST_ID})$`);
const PHOTO = /^\/uploads\/[\w.-]+$/;

/** What a GET to the API is, when the service worker keeps its reply; undefined otherwise. */
export function savedReplyKind(url: URL, apiOrigin: string): SavedReplyKind | undefined {
  if (url.origin !== apiOrigin) return undefined;
  if (FEED_PAGE.test(url.pathname)) return 'feedPage';
  if (POST_PREVIEW.test(url.pathname)) return 'postPreview';
  if (PHOTO.test(url.pathname)) return 'photo';
  return undefined;
}

/**
 * The public preview of the post a member's post request reads (`/Posting/posts/7` →
 * `/api/posts/7/preview`), or undefined for any other request.
 */
export function previewOfMemberPost(url: URL, apiOrigin: string): string | undefined {
  if (url.origin !== apiOrigin) return undefined;
  const id = MEMBER_POST.exec(url.pathname)?.[1];
  return id === undefined ? undefined : `${apiOrigin}/api/posts/${id}/preview`;
}

/** The key a saved reply is kept under: its address alone, never who asked for it. */
export function savedReplyKey(request: Request): string {
  return request.url;
}
