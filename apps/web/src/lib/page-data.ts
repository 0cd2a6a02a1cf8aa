import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What the server knows of the page the web host is drawing (first-screen.tsx). */
interface PageOnServer {
  /** the web app's origin, as the browser will have it */
  origin: string;
  /** the page's data blocks, element id to JSON */
  data: Readonly<Record<string, string>>;
}

let pageOnServer: PageOnServer | undefined;

/** Gives the server's drawing of a page what the browser will have of it, or takes it back. */
export function providePageOnServer(page: PageOnServer | undefined): void {
  pageOnServer = page;
}

/** The web app's origin: the browser's, or that of the page the server is drawing. */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? (pageOnServer?.origin ?? '') : window.location.origin;
}

function pageDataText(elementId: string): string | undefined {
  if (typeof document === 'undefined') return pageOnServer?.data[elementId];
  const element = document.getElementById(elementId);
  if (!element) return undefined;
  element.remove();
  return element.textContent ?? '';
}

/**
 * The JSON the web host wrote into the page it served, in the data block `elementId`, read once:
 * the element is removed, so nothing the app shows later reads it again. Undefined without one.
 * On the server, drawing the page, the same data from `providePageOnServer`.
 */
export function takePageData<T>(elementId: string): T | undefined {
  const text = pageDataText(elementId);
  if (text === undefined) return undefined;
  try {
    return (JSON.parse(text) as T | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the web host wrote into the page in `elementId`, put in the cache as `queryKey`'s data
 * (the value itself, or what `data` makes of it) once, before the query first runs: the page
 * shows it at once. The query asks the API again once the page has loaded and the browser is
 * idle, as it would have as it opened (the service worker keeps that reply for offline), but not
 * while the page's own files and first photos are still coming, nor before its first screen is
 * drawn. The cache then keeps it as any data: a reset empties the query rather than showing the
 * page's copy again. Its chunk is the events' (get-events.ts), which the feed loads too.
 */
export function seedFromPage<T>(
  client: QueryClient,
  elementId: string,
  queryKey: QueryKey,
  data: (value: T) => unknown = (value) => value,
): void {
  const value = takePageData<T>(elementId);
  if (value === undefined || client.getQueryData(queryKey) !== undefined) return;
  client.setQueryData(queryKey, data(value));
  if (typeof document === 'undefined') return;
  const askAgain = () => void client.invalidateQueries({ queryKey, exact: true });
  // Once loaded, when the browser next has nothing to do: the first screen is drawn by then.
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(askAgain) : setTimeout(askAgain);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
