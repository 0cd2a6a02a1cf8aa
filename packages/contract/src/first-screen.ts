/**
 * The web app's first screen drawn as HTML by the web host, so a phone on a slow line shows the
 * page before its script has arrived; the script then takes it over (hydrates it). The web app
 * builds the renderer as a module of its own (`apps/web/dist-server`), which the host loads.
 */

/** What the host knows of the page it serves. */
export interface FirstScreenRequest {
  /** the page's path and query, as the browser asked for it */
  url: string;
  /** the web app's origin the browser sees (links shared from the page are absolute) */
  origin: string;
  /**
   * the page's data blocks (element id to their JSON text), as the host writes them into the
   * page: the first screen is drawn from the same data the script will read
   */
  pageData: Readonly<Record<string, string>>;
}

/** A page's first screen, drawn for a visitor. */
export interface FirstScreen {
  /** the markup of the root element */
  html: string;
  /**
   * when it was drawn (ms since the epoch), which the root element carries: the browser takes
   * the page over showing times relative to that moment, as drawn ("5 minutes ago")
   */
  drawnAt: number;
}

/** The first screen of a page, or null when the page is not drawn on the server (a members' page). */
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreen | null>;

/** The file of the renderer's module, in the directory its build writes. */
export const FIRST_SCREEN_MODULE = 'first-screen.js';

/** The attribute the root element carries when the host drew the first screen into it: its `drawnAt`. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/**
 * The attribute the page's <html> gets, before its body is read, when the browser holds a
 * member's session: the first screen the host drew is a visitor's, so it stays hidden until the
 * app draws the member's own.
 */
export const MEMBER_PAGE_ATTRIBUTE = 'data-member';
