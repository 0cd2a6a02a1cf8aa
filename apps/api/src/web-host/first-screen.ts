import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { FastifyBaseLogger } from 'fastify';

import {
  FIRST_SCREEN_MODULE,
  MEMBER_PAGE_ATTRIBUTE,
  type FirstScreen,
  type RenderFirstScreen,
} from '@tabarru/contract/first-screen';
import { TOKEN_STORAGE_KEY } from '@tabarru/contract/constants';
import { POST_PREVIEW_ELEMENT_ID } from '@tabarru/contract/runtime-config';

import type { PageHead } from './page-head';

/** Where the web app's build writes the first screen's renderer: beside dist/, never served. */
export function firstScreenModule(distDir: string): string {
  return path.join(distDir, '..', 'dist-server', FIRST_SCREEN_MODULE);
}

/**
 * The web app's renderer of a page's first screen (apps/web/src/first-screen.tsx), from its build
 * beside `distDir`; undefined when the build has none (pages then start in the browser alone).
 */
export async function loadFirstScreen(distDir: string): Promise<RenderFirstScreen | undefined> {
  const file = firstScreenModule(distDir);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as {
    renderFirstScreen?: RenderFirstScreen;
  };
  if (typeof module.renderFirstScreen !== 'function') {
    throw new Error(`${file} exports no renderFirstScreen`);
  }
  return module.renderFirstScreen;
}

/** The data blocks a page's head writes, by element id, as the renderer reads them. */
export function pageDataOf(head: Pick<PageHead, 'postPreview' | 'data'>): Record<string, string> {
  const data: Record<string, string> = {};
  if (head.postPreview) data[POST_PREVIEW_ELEMENT_ID] = JSON.stringify(head.postPreview);
  if (head.data) data[head.data.elementId] = head.data.json;
  return data;
}

/**
 * The first screen of the page the browser asked for at `url` on the web app at `webUrl`, or
 * undefined: when `url` is not the page's `canonical` address (a query such as a filter, whose
 * page the data does not show; another spelling of its path), when the page is not one drawn on
 * the server, or when drawing it failed (logged; the page then starts in the browser alone).
 */
export async function firstScreenOf(
  render: RenderFirstScreen | undefined,
  { url, canonical, webUrl }: { url: string; canonical: string; webUrl: string },
  head: Pick<PageHead, 'postPreview' | 'data'>,
  log: FastifyBaseLogger,
): Promise<FirstScreen | undefined> {
  if (!render || url !== canonical) return undefined;
  try {
    const origin = new URL(webUrl).origin;
    return (await render({ url, origin, pageData: pageDataOf(head) })) ?? undefined;
  } catch (error) {
    log.warn({ err: error, url }, 'the first screen of a page could not be drawn');
    return undefined;
  }
}

/**
 * `render` that draws nothing (null) while `most` drawings already wait their turn: drawing a
 * page takes the process's one thread for a few milliseconds, and a burst of pages nobody has
 * asked for before (a crawler going through every post) should cost the API beside it no more
 * than that. Those pages start in the browser, as without a renderer.
 */
export function withWaitingLimit(render: RenderFirstScreen, most: number): RenderFirstScreen {
  let drawing = 0;
  return async (request) => {
    if (drawing >= most) return null;
    drawing += 1;
    try {
      return await render(request);
    } finally {
      drawing -= 1;
    }
  };
}

/**
 * A script for the page's head that marks a member's page (MEMBER_PAGE_ATTRIBUTE) before the
 * body is drawn, so a member never sees, nor taps, the visitor's screen drawn for everyone.
 * Storage may be refused: the page is then a visitor's.
 */
export const MEMBER_MARK_SCRIPT = `try{localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})&&document.documentElement.setAttribute(${JSON.stringify(MEMBER_PAGE_ATTRIBUTE)},"")}catch(e){}`;
