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
