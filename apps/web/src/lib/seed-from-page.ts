import type { QueryClient, QueryKey } from '@tanstack/react-query';

import { takePageData } from './page-data';

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
