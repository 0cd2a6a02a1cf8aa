import sanitizeHtml, { type IOptions, type Tag } from 'sanitize-html';

/** Where a link may lead: the web, an email address or a phone number, and nothing else. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:)/i;

/**
 * Tags whose text is dropped with the tag: their content is code or was never meant to be shown.
 * Every other refused tag (svg, math, img, iframe ...) goes but keeps its text.
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'title',
  'template',
];

/**
 * The banner's allow-list (docs/security.md): a few inline marks, paragraphs and line breaks, and
 * links. No style, class or event attribute survives, and a link's URL must be http(s),
 * mailto or tel; every kept link opens in a new tab without handing that tab a reference back.
 */
const BANNER_HTML: IOptions = {
  allowedTags: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // A link to anywhere else loses its attributes, and the filter below keeps only its text.
    // (Renaming it to a refused tag instead makes sanitize-html close the next tag at that
    // depth with the refused tag's name: '<a>x</a><b>y</b>' became 'x<b>y</span>'.)
    a: (_tagName, attribs): Tag => {
      const href = attribs.href?.trim() ?? '';
      if (!SAFE_LINK.test(href)) return { tagName: 'a', attribs: {} };
      return {
        tagName: 'a',
        attribs: { href, rel: 'noopener noreferrer', target: '_blank' },
      };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

const TEXT_ONLY: IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: DROPPED_WITH_CONTENT,
};

/** Banner HTML as an administrator wrote it, reduced to what the allow-list keeps. */
export function sanitizeBannerHtml(source: string): string {
  return sanitizeHtml(source, BANNER_HTML).trim();
}

/** Whether HTML shows any character to a reader: `<p> </p>` or `<br>` alone do not. */
export function hasVisibleText(html: string): boolean {
  const text = sanitizeHtml(html, TEXT_ONLY);
  return /[^\s\u200B-\u200D\u2060\uFEFF]/u.test(text);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The words a reader sees in banner HTML, as plain text on one line (for the audit log). */
export function textOfBanner(html: string): string {
  return sanitizeHtml(html, TEXT_ONLY)
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
