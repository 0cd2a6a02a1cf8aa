import type { Language } from '@tabarru/contract/constants';
import { FIRST_SCREEN_ATTRIBUTE, type FirstScreen } from '@tabarru/contract/first-screen';
import { GALLERY_SIZES, photoSrcSet } from '@tabarru/contract/photo-src-set';
import type { PostPreview } from '@tabarru/contract/previews';
import { POST_PREVIEW_ELEMENT_ID } from '@tabarru/contract/runtime-config';

import type { PageImage } from '../modules/previews/presenter';
import type { PageChunks } from './page-chunks';

/**
 * A photo the page shows first, asked for with the page in the file its element will pick:
 * `srcSet` and `sizes` are the element's own.
 */
export interface PhotoPreload {
  url: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * What the head of a page says before any script runs, for link previews (Open Graph, X) and
 * search engines. Every text is plain: it is escaped as it is written.
 */
export interface PageHead {
  language: Language;
  /** the document's title */
  title: string;
  description: string;
  /** the page's own absolute address (canonical, og:url) */
  url: string;
  /** the same page in each language; English is also the default (x-default) */
  alternates: Record<Language, string>;
  siteName: string;
  /** og:title: the post's or event's own title, the document's title for other pages */
  shareTitle: string;
  kind: 'website' | 'article';
  /** the first photo of the page's gallery: shown in link previews, and preloaded */
  image?: PageImage;
  /** a post's preview, written as JSON for the app to show without asking the API first */
  postPreview?: PostPreview;
  /** the page's own chunks and texts, asked for beside the entry rather than after it */
  chunks?: PageChunks;
  /**
   * what the API answers the page's first request (the feed's first page, the events), as the
   * API writes it, for the app to show without asking first
   */
  data?: { elementId: string; json: string };
  /** the photo of the page's first card, its largest paint */
  photo?: PhotoPreload;
  /** the page's first screen, drawn by the web app's renderer (first-screen.ts) */
  firstScreen?: FirstScreen;
}

const OPEN_GRAPH_LOCALES: Record<Language, string> = { en: 'en_GB', ar: 'ar_JO' };

const ESCAPED: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an element's content or a quoted attribute value: nothing can close them. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPED[character] ?? character);
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

const link = (rel: string, url: string, hreflang?: string) =>
  `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(url)}">`;

/** A photo asked for with the page, at the priority of the page's largest paint. */
function photoPreload({ url, srcSet, sizes }: PhotoPreload): string {
  const choice = srcSet
    ? ` imagesrcset="${escapeHtml(srcSet)}"${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''}`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${choice} fetchpriority="high">`;
}

/**
 * The gallery's first photo asked for with the page, in the file the gallery will pick (the same
 * `srcset` and `sizes`): otherwise the browser learns of it only once the script has run and the
 * API has answered, and it is the page's largest paint.
 */
function galleryPreload(image: PageImage): string {
  return photoPreload({ url: image.url, srcSet: photoSrcSet(image), sizes: GALLERY_SIZES });
}

/**
 * The page's chunks, asked for as the page arrives: otherwise the entry names the page's chunk
 * only once it has run, and that chunk its own imports and texts.
 */
function chunkPreloads({ scripts, styles }: PageChunks): string[] {
  return [
    ...styles.map(
      (href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...scripts.map(
      (href) =>
        `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" fetchpriority="low">`,
    ),
  ];
}

/**
 * JSON text in a data block, which the browser never runs: `<` is escaped (as \u003c, the
 * same text to JSON.parse), so no value can close the element.
 */
export function renderJsonText(elementId: string, json: string): string {
  return `<script type="application/json" id="${elementId}">${json.replace(/</g, '\\u003c')}</script>`;
}

/** A value as JSON in a data block (renderJsonText). */
export function renderJsonData(elementId: string, value: unknown): string {
  return renderJsonText(elementId, JSON.stringify(value));
}

/** The elements a page's head gains: title, description, its addresses and Open Graph. */
export function renderHeadElements(head: PageHead): string {
  const other: Language = head.language === 'ar' ? 'en' : 'ar';
  const elements = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    link('canonical', head.url),
    link('alternate', head.alternates.en, 'en'),
    link('alternate', head.alternates.ar, 'ar'),
    link('alternate', head.alternates.en, 'x-default'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.kind),
    meta('property', 'og:title', head.shareTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:locale', OPEN_GRAPH_LOCALES[head.language]),
    meta('property', 'og:locale:alternate', OPEN_GRAPH_LOCALES[other]),
  ];
  if (head.image) {
    elements.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:type', 'image/webp'),
      meta('property', 'og:image:width', head.image.width),
      meta('property', 'og:image:height', head.image.height),
      meta('property', 'og:image:alt', head.image.alt),
      galleryPreload(head.image),
    );
  }
  elements.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  if (head.photo) elements.push(photoPreload(head.photo));
  if (head.chunks) elements.push(...chunkPreloads(head.chunks));
  if (head.postPreview) elements.push(renderJsonData(POST_PREVIEW_ELEMENT_ID, head.postPreview));
  if (head.data) elements.push(renderJsonText(head.data.elementId, head.data.json));
  return elements.join('\n    ');
}

const HTML_ELEMENT = /<html\b[^>]*>/i;
const TITLE_ELEMENT = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION_ELEMENT = /<meta\s+name="description"[^>]*>\s*/i;
const HEAD_END = /<\/head>/i;
/** Where a page's first screen is drawn; a page without it is served without one. */
const ROOT_ELEMENT = /<div id="root"><\/div>/;

/** Whether index.html has the places a page's head is written into. */
export function hasPlaceForHead(html: string): boolean {
  return HTML_ELEMENT.test(html) && HEAD_END.test(html);
}

/**
 * index.html cut once where a page's head goes: `render` gives the page in its language with its
 * own title, description, addresses and Open Graph, and everything else as it was.
 */
export function headTemplate(html: string): (head: PageHead) => string {
  const bare = html.replace(TITLE_ELEMENT, '').replace(DESCRIPTION_ELEMENT, '');
  const htmlElement = HTML_ELEMENT.exec(bare);
  const headEnd = HEAD_END.exec(bare);
  if (!htmlElement || !headEnd) throw new Error('index.html has no <html> or </head>');
  const beforeHtml = bare.slice(0, htmlElement.index);
  const head = bare.slice(htmlElement.index + htmlElement[0].length, headEnd.index);
  const rest = bare.slice(headEnd.index);
  return (page) => {
    const direction = page.language === 'ar' ? 'rtl' : 'ltr';
    const body =
      page.firstScreen === undefined
        ? rest
        : rest.replace(
            ROOT_ELEMENT,
            () =>
              `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="${page.firstScreen?.drawnAt}">${page.firstScreen?.html}</div>`,
          );
    return `${beforeHtml}<html lang="${page.language}" dir="${direction}">${head}  ${renderHeadElements(page)}\n  ${body}`;
  };
}
