import { describe, expect, it } from 'vitest';

import { FEED_CARD_SIZES } from '@tabarru/contract/feed-card-sizes';
import { GALLERY_SIZES } from '@tabarru/contract/photo-src-set';

import {
  escapeHtml,
  headTemplate,
  renderHeadElements,
  renderJsonData,
  renderJsonText,
  type PageHead,
} from './page-head';

const HEAD: PageHead = {
  language: 'ar',
  title: 'A title | تبرّع',
  description: 'A description',
  url: 'https://tabarru.jo/ar/posts/1',
  alternates: { en: 'https://tabarru.jo/posts/1', ar: 'https://tabarru.jo/ar/posts/1' },
  siteName: 'تبرّع',
  shareTitle: 'A title',
  kind: 'article',
};

describe('renderJsonData', () => {
  it('writes a data block that no value can close, and that parses back to the value', () => {
    const value = { title: `Sofa </script><script>alert(1)</script> <!-- «أريكة»` };
    const block = renderJsonData('post-preview', value);
    expect(block.startsWith('<script type="application/json" id="post-preview">')).toBe(true);
    expect(block.match(/</g)).toHaveLength(2);
    const json = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('renderJsonText', () => {
  it('writes JSON text as it was written, with no `<` left to close the block', () => {
    const json = '{"posts":[{"title":"</script><!-- <b>"}]}';
    const block = renderJsonText('feed-page', json);
    expect(block).toBe(
      '<script type="application/json" id="feed-page">{"posts":[{"title":"\\u003c/script>\\u003c!-- \\u003cb>"}]}</script>',
    );
    expect(JSON.parse(block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>')))).toEqual(
      JSON.parse(json),
    );
  });
});

describe('escapeHtml', () => {
  it('leaves nothing that could close an element or an attribute', () => {
    expect(escapeHtml(`"></title><script>alert('x')</script>&`)).toBe(
      '&quot;&gt;&lt;/title&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;',
    );
  });
});

describe('the head of a page', () => {
  it('escapes every value it writes', () => {
    const elements = renderHeadElements({
      ...HEAD,
      title: '</title><script>1</script>',
      shareTitle: '"><script>2</script>',
      description: "' onload='3",
      image: {
        url: 'https://x/"a.webp',
        thumbnail_url: 'https://x/"a-480.webp',
        width: 1600,
        height: 1200,
        alt: '<b>',
      },
    });
    expect(elements).not.toMatch(/<script|<b>|"a(-480)?\.webp|' onload/);
    expect(elements.match(/<\/title>/g)).toHaveLength(1);
  });

  it("preloads the gallery's first photo in the file the gallery picks", () => {
    const elements = renderHeadElements({
      ...HEAD,
      image: {
        url: 'https://api.tabarru.jo/uploads/a.webp',
        thumbnail_url: 'https://api.tabarru.jo/uploads/a-480.webp',
        width: 1600,
        height: 1200,
        alt: 'A sofa',
      },
    });
    expect(elements).toContain(
      `<link rel="preload" as="image" href="https://api.tabarru.jo/uploads/a.webp" imagesrcset="https://api.tabarru.jo/uploads/a-480.webp 480w, https://api.tabarru.jo/uploads/a.webp 1600w" imagesizes="${GALLERY_SIZES}" fetchpriority="high">`,
    );
    expect(renderHeadElements(HEAD)).not.toContain('rel="preload"');
  });

  it("preloads the first card's photo with the card's own srcset and sizes, or its one file", () => {
    const elements = renderHeadElements({
      ...HEAD,
      photo: {
        url: 'https://api.tabarru.jo/uploads/b-480.webp',
        srcSet:
          'https://api.tabarru.jo/uploads/b-480.webp 480w, https://api.tabarru.jo/uploads/b.webp 1200w',
        sizes: FEED_CARD_SIZES,
      },
    });
    expect(elements).toContain(
      `<link rel="preload" as="image" href="https://api.tabarru.jo/uploads/b-480.webp" imagesrcset="https://api.tabarru.jo/uploads/b-480.webp 480w, https://api.tabarru.jo/uploads/b.webp 1200w" imagesizes="${FEED_CARD_SIZES}" fetchpriority="high">`,
    );
    expect(
      renderHeadElements({ ...HEAD, photo: { url: 'https://api.tabarru.jo/uploads/"c.webp' } }),
    ).toContain(
      '<link rel="preload" as="image" href="https://api.tabarru.jo/uploads/&quot;c.webp" fetchpriority="high">',
    );
  });

  it("names the page's chunks and stylesheets for the browser to ask for with the page, after what its first paint needs", () => {
    const elements = renderHeadElements({
      ...HEAD,
      chunks: {
        scripts: ['/assets/feed-page-a1.js', '/assets/ar-b2.js'],
        styles: ['/assets/c3.css'],
      },
    });
    expect(elements).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/feed-page-a1.js" fetchpriority="low">\n    <link rel="modulepreload" crossorigin href="/assets/ar-b2.js" fetchpriority="low">',
    );
    expect(elements).toContain('<link rel="preload" as="style" crossorigin href="/assets/c3.css">');
    expect(renderHeadElements(HEAD)).not.toContain('modulepreload');
  });

  it('writes the data of the page, as the API wrote it, in its data block', () => {
    const elements = renderHeadElements({
      ...HEAD,
      data: { elementId: 'feed-page', json: '{"posts":[]}' },
    });
    expect(elements).toContain(
      '<script type="application/json" id="feed-page">{"posts":[]}</script>',
    );
  });

  it('replaces the title and description of index.html and sets its language', () => {
    const render = headTemplate(
      '<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<meta charset="UTF-8" />\n<meta\n  name="description"\n  content="generic"\n/>\n<title>Tabarru</title>\n</head>\n<body></body>\n</html>',
    );
    const html = render(HEAD);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).not.toContain('generic');
    expect(html).not.toContain('<title>Tabarru</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://tabarru.jo/posts/1">',
    );
    expect(html).toMatch(/<\/head>\n<body><\/body>\n<\/html>$/);
  });
});
