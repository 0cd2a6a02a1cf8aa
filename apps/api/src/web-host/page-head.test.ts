import { describe, expect, it } from 'vitest';

import { escapeHtml, headTemplate, renderHeadElements, type PageHead } from './page-head';

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
      image: { url: 'https://x/"a.webp', width: 1, height: 1, alt: '<b>' },
    });
    expect(elements).not.toMatch(/<script|<b>|"a\.webp|' onload/);
    expect(elements.match(/<\/title>/g)).toHaveLength(1);
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
