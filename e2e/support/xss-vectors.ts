/*
 * Cross-site scripting vectors, as members and administrators could type them into any text
 * field. Each one that could run calls `alert(1)` or sets `window.__xss`, and each one that
 * could add an element gives it the id `xss`, so a page that let one through shows it. None
 * holds a control character (the API refuses those), a link of a spam domain or a long number
 * (the blocklist would hold the post for review and hide it from the feed).
 */

const SCRIPT_TAGS = [
  '<script>alert(1)</script>',
  '<script>window.__xss=1</script>',
  '<SCRIPT id=xss>alert(1)</SCRIPT>',
  '<script src=data:,alert(1)></script>',
  '<script>/*</script><script id=xss>alert(1)//*/</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  "'><script>alert(1)</script>",
  '</textarea><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '</style><script>alert(1)</script>',
  '<script type=module>window.__xss=1</script>',
];

const EVENT_HANDLERS = [
  '<img src=x onerror=alert(1) id=xss>',
  '<img src=x onerror="window.__xss=1" id=xss>',
  '<IMG SRC=x ONERROR=alert(1) id=xss>',
  '<img/src=x/onerror=alert(1)>',
  '<img src=x:alert(1) onerror=eval(src) id=xss>',
  '<body onload=alert(1)>',
  '<svg onload=alert(1) id=xss>',
  '<svg/onload=window.__xss=1>',
  '<div onmouseover="alert(1)" id=xss>hover</div>',
  '<input autofocus onfocus=alert(1) id=xss>',
  '<select autofocus onfocus=alert(1)>',
  '<textarea autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1) id=xss>',
  '<video src=x onerror=alert(1) id=xss>',
  '<audio src=x onerror=alert(1)>',
  '<iframe onload=alert(1) id=xss>',
  '<marquee onstart=alert(1)>',
  '<object data=x onerror=alert(1)>',
  '<a id=xss onclick=alert(1)>click</a>',
  '<style onload=alert(1)></style>',
  '<img src onerror=alert(1)>',
  '<img src=`x`onerror=alert(1)>',
  '" onmouseover="alert(1)',
  "' onfocus='alert(1)' autofocus='",
  '" autofocus onfocus=alert(1) x="',
];

const URLS = [
  '<a href="javascript:alert(1)" id=xss>link</a>',
  '<a href="JaVaScRiPt:window.__xss=1">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  'javascript:alert(1)',
  'javascript://%0aalert(1)',
  '<iframe src="javascript:alert(1)" id=xss></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<embed src="javascript:alert(1)">',
  '<object data="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button id=xss>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=import href="data:text/html,<script>alert(1)</script>">',
  '<math><a xlink:href="javascript:alert(1)">x</a></math>',
  '<isindex action=javascript:alert(1) type=image>',
];

const SVG_AND_MATHML = [
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName=onload to=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text x=20 y=20>x</text></a></svg>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><maction actiontype=statusline xlink:href=javascript:alert(1)>x</maction></math>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<svg><desc><![CDATA[</desc><script>alert(1)</script>]]></svg>',
];

/** Markup that changes meaning when a sanitiser's output is parsed again (mutation XSS). */
const MUTATION = [
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<listing>&lt;img src=x onerror=alert(1)&gt;</listing>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[><img src=x onerror=alert(1)>]]>',
  '<?xml-stylesheet href="javascript:alert(1)"?>',
];

/** Texts an app might put through a template, markdown or a formatter. */
const TEMPLATES = [
  '${alert(1)}',
  '`${window.__xss=1}`',
  '{{constructor.constructor("alert(1)")()}}',
  '{{7*7}}',
  '<%= alert(1) %>',
  '#{alert(1)}',
  '[click](javascript:alert(1))',
  '![x](x" onerror="alert(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<a href=x>**bold**</a> __init__ javascript:alert(1)',
  '{{__proto__.polluted}} {"__proto__": {"xss": 1}}',
  '$(alert(1))',
];

/** Direction marks and look-alikes: shown as they are, never turned into markup. */
const BIDI_AND_UNICODE = [
  '\u202E<img src=x onerror=alert(1)>\u202C',
  'abc\u202Egnp.exe\u202C <svg onload=alert(1)>',
  '\u2066<script>alert(1)</script>\u2069',
  '\u200F<b onmouseover=alert(1)>مرحبا</b>\u200E',
  '\uFF1Cscript\uFF1Ealert(1)\uFF1C/script\uFF1E',
  '<img src=x onerror=alert(1)//',
  '<scr\u200Bipt>alert(1)</scr\u200Bipt>',
  'تبرع <img src=x onerror=alert(1)> مجانا',
  '\uFE64script\uFE65alert(1)\uFE64/script\uFE65',
];

/** Escapes in the text itself: they must be shown as typed, never decoded into markup. */
const ENCODED = [
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;img src=x onerror=alert(1)&#62;',
  '&#x3C;svg onload=alert(1)&#x3E;',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
  '\\x3cimg src=x onerror=alert(1)\\x3e',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;',
  'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '+ADw-script+AD4-alert(1)+ADw-/script+AD4-',
];

const CSS = [
  '<div style="background:url(javascript:alert(1))" id=xss>x</div>',
  '<div style="width:expression(alert(1))">x</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<style>*{background:url("javascript:alert(1)")}</style>',
  '<div style="behavior:url(x.htc)" id=xss>x</div>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<style>body{-moz-binding:url(x.xml#xss)}</style>',
  'x</style><img src=x onerror=alert(1)>',
];

/** Breaking out of the places a text may end up: JSON, attributes, the head. */
const CONTEXT_BREAKS = [
  '"}]</script><script>alert(1)</script>',
  "');alert(1);//",
  '";window.__xss=1;//',
  '\\";alert(1);//',
  '</head><body><img src=x onerror=alert(1)>',
  '<!-- --><script>alert(1)</script><!-- -->',
  '<plaintext><img src=x onerror=alert(1)>',
  '<html><body onload=alert(1)>',
  '<frameset onload=alert(1)>',
  '<table background="javascript:alert(1)">',
  '<x contenteditable onblur=alert(1) id=xss>x</x>',
  '<img srcset="x 1x, javascript:alert(1) 2x">',
];

/** Every vector, once. */
export const XSS_VECTORS: readonly string[] = [
  ...SCRIPT_TAGS,
  ...EVENT_HANDLERS,
  ...URLS,
  ...SVG_AND_MATHML,
  ...MUTATION,
  ...TEMPLATES,
  ...BIDI_AND_UNICODE,
  ...ENCODED,
  ...CSS,
  ...CONTEXT_BREAKS,
];

/** What joins vectors in one field: a line break, which every text field keeps. */
export const VECTOR_SEPARATOR = '\n';

/** Batches of at most `max` characters (vectors joined) that hold every vector that fits once. */
export function vectorBatches(max: number, vectors: readonly string[] = XSS_VECTORS): string[][] {
  const batches: string[][] = [];
  let length = 0;
  for (const vector of vectors) {
    if (vector.length > max) continue;
    const current = batches.at(-1);
    const added = VECTOR_SEPARATOR.length + vector.length;
    if (current && length + added <= max) {
      current.push(vector);
      length += added;
    } else {
      batches.push([vector]);
      length = vector.length;
    }
  }
  return batches;
}

/**
 * A field's share of the vectors: those from the `start`th on (wrapping around) that fit in
 * `max` characters, so that small fields of few records cover different ones.
 */
export function vectorBatch(max: number, start: number): string[] {
  const from = start % XSS_VECTORS.length;
  return vectorBatches(max, [...XSS_VECTORS.slice(from), ...XSS_VECTORS.slice(0, from)])[0] ?? [];
}
