/** A stylesheet of the build as Vite names it in index.html, with the path it is served at. */
const BUILD_STYLESHEET =
  /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;

/** What would end a `<style>` element early, which a stylesheet's text must not hold. */
const STYLE_END = /<\/style/i;

/**
 * index.html with the build's stylesheets written into it as `<style>` elements: a linked
 * stylesheet holds the first paint until it has arrived, one more round trip after the page
 * (150 to 450 ms on a phone's slow connection; docs/performance.md). Every page load carries
 * them (11 KB compressed), where a returning visitor's browser would have kept the file; the app
 * draws every page after the first itself, so a visitor loads few.
 *
 * The link stays, `disabled`, which the browser neither fetches nor applies: the chunks' loader
 * (Vite's) asks for each stylesheet a chunk needs, the entry's among them, unless the page
 * already links it, and would load it again, holding the page's chunk until it had. A stylesheet
 * whose text could end the element is left linked as it was.
 */
export async function withStylesheetsInline(
  html: string,
  read: (href: string) => Promise<string>,
): Promise<string> {
  const hrefs = [...html.matchAll(BUILD_STYLESHEET)].map(([, href]) => href as string);
  const texts = new Map(
    await Promise.all(hrefs.map(async (href) => [href, await read(href)] as const)),
  );
  return html.replace(BUILD_STYLESHEET, (link, href: string) => {
    const text = texts.get(href) ?? '';
    if (STYLE_END.test(text)) return link;
    return `<style>${text}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });
}
