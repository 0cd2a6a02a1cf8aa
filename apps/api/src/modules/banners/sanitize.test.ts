import { describe, expect, it } from 'vitest';

import { hasVisibleText, sanitizeBannerHtml, textOfBanner } from './sanitize';

/** Attacks on an HTML allow-list, from the OWASP XSS filter evasion list and sanitiser advisories. */
const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" alt="<script>alert(1)</script>">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;vascript&colon;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">m</math>',
  '<math><mtext><textarea><img src=x onerror=alert(1)></textarea></mtext></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="width: expression(alert(1))">x</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<b onmouseover=alert(1)>unclosed',
  '<a href="https://ok.jo" title="a"b" onmouseover="alert(1)">q</a>',
  '<p title=\'x" onmouseover="alert(1)\'>q</p>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<object data="javascript:alert(1)"></object><embed src=javascript:alert(1)>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">b</button></form>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<template><script>alert(1)</script></template>',
  '<div onclick="alert(1)" class="x" id="y">div</div>',
  '<details open ontoggle=alert(1)>',
  '<a href="https://ok.jo" onclick="alert(1)" style="position:fixed">x</a>',
];

describe('sanitizeBannerHtml', () => {
  it.each(XSS_VECTORS)('leaves nothing that runs of %s', (vector) => {
    const safe = sanitizeBannerHtml(vector);
    expect(safe).not.toMatch(/<\/?(?!(?:a|b|strong|i|em|u|br|p)\b)[a-z!?]/i);
    expect(safe).not.toMatch(/\son\w+\s*=/i);
    expect(safe).not.toMatch(/\s(?:style|class|id|src|srcdoc|xlink:href|action|formaction)\s*=/i);
    expect(safe).not.toMatch(/(?:java|vb)script:|data:/i);
    for (const href of safe.matchAll(/href="([^"]*)"/g)) {
      expect(href[1]).toMatch(/^(?:https?:\/\/|mailto:|tel:)/);
    }
  });

  it('keeps the allowed marks, paragraphs and line breaks', () => {
    expect(
      sanitizeBannerHtml(
        '<p>Collection day is <strong>Friday</strong>, <b>9</b> to <em>12</em></p><p><i>Bring</i> <u>boxes</u><br>Thanks</p>',
      ),
    ).toBe(
      '<p>Collection day is <strong>Friday</strong>, <b>9</b> to <em>12</em></p><p><i>Bring</i> <u>boxes</u><br />Thanks</p>',
    );
  });

  it('keeps Arabic text as it is', () => {
    expect(sanitizeBannerHtml('<p>مرحبًا <strong>بكم</strong> في تبرّع</p>')).toBe(
      '<p>مرحبًا <strong>بكم</strong> في تبرّع</p>',
    );
  });

  it('makes each http(s), mailto and tel link open in a new tab without an opener', () => {
    expect(
      sanitizeBannerHtml(
        '<a href="https://tabarru.jo/events?x=1&y=2" rel="opener" target="_self" title="t">Events</a> <a href="mailto:info@tabarru.jo">Mail</a> <a href="tel:+962790000000">Call</a> <a href="HTTP://EXAMPLE.JO">Up</a>',
      ),
    ).toBe(
      '<a href="https://tabarru.jo/events?x=1&amp;y=2" rel="noopener noreferrer" target="_blank">Events</a> ' +
        '<a href="mailto:info@tabarru.jo" rel="noopener noreferrer" target="_blank">Mail</a> ' +
        '<a href="tel:+962790000000" rel="noopener noreferrer" target="_blank">Call</a> ' +
        '<a href="HTTP://EXAMPLE.JO" rel="noopener noreferrer" target="_blank">Up</a>',
    );
  });

  it.each([
    ['<a href="javascript:alert(1)">Click</a>', 'Click'],
    ['<a href="&#106;avascript:alert(1)">Click</a>', 'Click'],
    ['<a href="data:text/html,x">Click</a>', 'Click'],
    ['<a href="//evil.example">Click</a>', 'Click'],
    ['<a href="/events">Click</a>', 'Click'],
    ['<a>Click</a>', 'Click'],
  ])('turns %s into its text', (source, text) => {
    expect(sanitizeBannerHtml(source)).toBe(text);
  });

  it('closes the marks that follow a refused link as they were opened', () => {
    expect(sanitizeBannerHtml('<a href="javascript:alert(1)">News</a><b>Today</b>')).toBe(
      'News<b>Today</b>',
    );
    expect(sanitizeBannerHtml('<a>News</a> <i>Today</i> and <b>more</b>')).toBe(
      'News <i>Today</i> and <b>more</b>',
    );
    expect(
      sanitizeBannerHtml('<p><a href="/events">Events</a><strong>Friday</strong></p><p>Next</p>'),
    ).toBe('<p>Events<strong>Friday</strong></p><p>Next</p>');
  });

  it('drops code with its content and other refused tags but not their text', () => {
    expect(sanitizeBannerHtml('<script>alert(1)</script>Hello')).toBe('Hello');
    expect(sanitizeBannerHtml('<style>p{color:red}</style>Hello')).toBe('Hello');
    expect(sanitizeBannerHtml('<iframe src="https://evil.example">x</iframe>Hello')).toBe('Hello');
    expect(sanitizeBannerHtml('<img src=x onerror=alert(1)>Hello')).toBe('Hello');
    expect(sanitizeBannerHtml('<div><span class="big">Hello</span></div>')).toBe('Hello');
    expect(sanitizeBannerHtml('<svg onload=alert(1)><text>Hello</text></svg>')).toBe('Hello');
  });

  it('removes style, class and event attributes from allowed tags', () => {
    expect(
      sanitizeBannerHtml(
        '<p style="color:red" class="x" onclick="alert(1)">a</p><strong onmouseover="alert(1)">b</strong>',
      ),
    ).toBe('<p>a</p><strong>b</strong>');
  });

  it('closes unclosed tags and escapes stray brackets and ampersands', () => {
    expect(sanitizeBannerHtml('<b>bold<i>both')).toBe('<b>bold<i>both</i></b>');
    expect(sanitizeBannerHtml('1 < 2 && 3 > 2')).toBe('1 &lt; 2 &amp;&amp; 3 &gt; 2');
  });
});

describe('hasVisibleText', () => {
  it.each(['Hi', '<p>Hi</p>', '<a href="https://x.jo">x</a>', '&lt;', 'مرحبا'])(
    'sees text in %s',
    (html) => {
      expect(hasVisibleText(sanitizeBannerHtml(html))).toBe(true);
    },
  );

  it.each([
    '',
    '<p></p>',
    '<p> </p><br>',
    '&nbsp;<br/>&#8203;',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="https://x.jo"></a>',
  ])('sees no text in %s', (html) => {
    expect(hasVisibleText(sanitizeBannerHtml(html))).toBe(false);
  });
});

describe('textOfBanner', () => {
  it('reads the words of banner HTML as one line of plain text', () => {
    expect(
      textOfBanner(
        '<p>Collection <strong>Friday</strong> &amp; Saturday</p>\n<p><a href="https://x.test">here</a></p>',
      ),
    ).toBe('Collection Friday & Saturday here');
  });
});
