// Writes the web app's fonts into src/fonts/: IBM Plex Sans Arabic at 400, 600 and 700, cut from
// @fontsource's files to the Latin and Arabic letters the app shows, as woff2 without hinting,
// and fonts.css, their @font-face rules followed by fallback faces: system fonts scaled to
// Plex's widths and heights, so text drawn before Plex arrives (or in a letter it lacks) takes
// the room Plex will (docs/decisions.md). The files are committed; run it again after a change
// here or to @fontsource/ibm-plex-sans-arabic:
//   npm run fonts -w apps/web
// A fallback's row of FALLBACKS comes from its font file (TTF, OTF or WOFF2):
//   node apps/web/scripts/subset-fonts.mjs --measure FILE latin|arabic
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import prettier from 'prettier';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const SOURCE = '@fontsource/ibm-plex-sans-arabic';
const SOURCE_VERSION = require(`${SOURCE}/package.json`).version;
const FONTS_DIR = new URL('../src/fonts/', import.meta.url);
const CATALOGS = { latin: '../src/i18n/en.json', arabic: '../src/i18n/ar.json' };
const WEIGHTS = [400, 600, 700];

/** Code points from inclusive ranges and single characters. */
function codePoints(...parts) {
  return parts.flatMap((part) => {
    if (typeof part === 'string') return [...part].map((char) => char.codePointAt(0));
    const [first, last] = part;
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
}

/**
 * What each file holds. Latin: ASCII and the few other signs the pages write (©, « », ·, ×,
 * dashes, quotes, …, the spaces Intl puts in dates). Arabic: the alphabet with its marks,
 * punctuation and Arabic-Indic digits, the letters Arabic borrows for foreign sounds (پ چ ژ ڤ
 * ک گ ی), and the joiners and direction marks. Other letters (é, ğ, Urdu's) take the fallback.
 */
const SUBSETS = {
  latin: codePoints([0x20, 0x7e], '\u00a0©«·»×\u2009–—‘’“”•…\u202f'),
  arabic: codePoints(
    '،؛؟',
    [0x621, 0x63a],
    [0x640, 0x65f],
    [0x660, 0x66d],
    '\u0670پچژڤکگی',
    [0x200c, 0x200f],
  ),
};

/** The OpenType features browsers apply by default, and tabular digits (`tabular-nums`). */
const FEATURES = [
  ...['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rclt', 'curs'],
  ...['init', 'medi', 'fina', 'isol', 'med2', 'fin2', 'fin3', 'tnum'],
];

/** Where each script's fallback faces apply: all but Arabic, and Arabic. */
const FALLBACK_RANGES = {
  latin: 'U+0-5FF, U+700-74F, U+780-89F, U+900-FB4F, U+FE00-FE6F, U+FF00-FFFF',
  arabic: 'U+600-6FF, U+750-77F, U+8A0-8FF, U+FB50-FDFF, U+FE70-FEFF',
};

/**
 * System fonts that stand in for Plex, each by the names local() finds it under, and its mean
 * advance per em over the app's texts in that script (the catalogs), as --measure prints.
 * Tried in this order, the first found wins.
 */
const FALLBACKS = [
  {
    // Windows, macOS, iOS; Liberation Sans and Arimo (Linux, ChromeOS) have Arial's metrics.
    // Measured from fonts-liberation 1.07.4's LiberationSans-Regular.ttf.
    name: 'Plex fallback Arial',
    script: 'latin',
    local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
    advance: 0.4531,
  },
  {
    // Android. Measured from @fontsource/roboto 5.3's roboto-latin-400-normal.woff2.
    name: 'Plex fallback Roboto',
    script: 'latin',
    local: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
    advance: 0.4513,
  },
  {
    // Android's Arabic. Measured from @fontsource/noto-naskh-arabic 5.3's
    // noto-naskh-arabic-arabic-400-normal.woff2.
    name: 'Plex fallback Noto Naskh Arabic',
    script: 'arabic',
    local: [
      'Noto Naskh Arabic UI',
      'NotoNaskhArabicUI-Regular',
      'Noto Naskh Arabic',
      'NotoNaskhArabic-Regular',
    ],
    advance: 0.4108,
  },
  {
    // Linux's Arabic, the fallback of the Chromium the bench runs. Measured from
    // fonts-dejavu-core 2.37's DejaVuSans.ttf.
    name: 'Plex fallback DejaVu Sans',
    script: 'arabic',
    local: ['DejaVu Sans', 'DejaVuSans'],
    advance: 0.4734,
  },
];

/** The catalog's texts as plain words: no {{values}} or <tags>. */
async function catalogTexts(script) {
  const catalog = JSON.parse(await readFile(new URL(CATALOGS[script], import.meta.url), 'utf8'));
  const texts = [];
  const walk = (value) => {
    if (typeof value === 'string') texts.push(value.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' '));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(catalog);
  return texts;
}

/**
 * A font's metrics per em: ascent, descent and line gap as browsers read them, and the mean
 * advance of the script's letters (spaces and digits too for Latin) over the app's texts, shaped
 * as a browser would, so Arabic letters take their joined forms.
 */
async function measure(fontFile, script) {
  const sfnt = await fontverter.convert(fontFile, 'sfnt');
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  const { ascender, descender, lineGap } = font.hExtents();
  let advance = 0;
  let letters = 0;
  for (const text of await catalogTexts(script)) {
    const runs = text.match(script === 'arabic' ? /[\u0600-\u08ff]+/g : /[^\u0600-\u08ff]+/g);
    for (const run of runs ?? []) {
      const buffer = new hb.Buffer();
      buffer.addText(run);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      advance += buffer.getGlyphPositions().reduce((sum, glyph) => sum + glyph.xAdvance, 0);
      letters += [...run].length;
    }
  }
  const perEm = (value) => Math.round((value / face.upem) * 10_000) / 10_000;
  return {
    ascent: perEm(ascender),
    descent: perEm(-descender),
    lineGap: perEm(lineGap),
    advance: perEm(advance / letters),
  };
}

/** U+20-7E, U+A0, … from sorted code points. */
function unicodeRange(points) {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const ranges = [];
  for (const point of sorted) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point) => point.toString(16).toUpperCase();
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;

/** Plex's faces, then each fallback scaled to Plex's advance, ascent, descent and line gap. */
function fontsCss(plex) {
  const faces = WEIGHTS.flatMap((weight) =>
    Object.keys(SUBSETS).map(
      (script) => `@font-face {
  font-family: 'IBM Plex Sans Arabic';
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: url('./plex-${script}-${weight}.woff2') format('woff2');
  unicode-range: ${unicodeRange(SUBSETS[script])};
}`,
    ),
  );
  const fallbacks = FALLBACKS.map(({ name, script, local, advance }) => {
    const target = plex[script];
    const sizeAdjust = target.advance / advance;
    return `@font-face {
  font-family: '${name}';
  src: ${local.map((fontName) => `local('${fontName}')`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(target.ascent / sizeAdjust)};
  descent-override: ${percent(target.descent / sizeAdjust)};
  line-gap-override: ${percent(target.lineGap / sizeAdjust)};
  unicode-range: ${FALLBACK_RANGES[script]};
}`;
  });
  return `/* Written by apps/web/scripts/subset-fonts.mjs from ${SOURCE} ${SOURCE_VERSION}: run it rather than edit. */
${[...faces, ...fallbacks].join('\n\n')}
`;
}

async function writeFonts() {
  const plex = {};
  for (const weight of WEIGHTS) {
    for (const [script, points] of Object.entries(SUBSETS)) {
      const source = await readFile(
        require.resolve(`${SOURCE}/files/ibm-plex-sans-arabic-${script}-${weight}-normal.woff2`),
      );
      const subset = await subsetFont(source, String.fromCodePoint(...points), {
        targetFormat: 'woff2',
        keepFeatures: FEATURES,
        noHinting: true,
      });
      await writeFile(new URL(`plex-${script}-${weight}.woff2`, FONTS_DIR), subset);
      console.log(`plex-${script}-${weight}.woff2: ${source.length} → ${subset.length} bytes`);
      // The fallbacks are scaled to the regular weight, the one most text is in.
      if (weight === 400) plex[script] = await measure(source, script);
    }
  }
  const cssFile = new URL('fonts.css', FONTS_DIR);
  const options = await prettier.resolveConfig(cssFile);
  await writeFile(cssFile, await prettier.format(fontsCss(plex), { ...options, parser: 'css' }));
}

const [command, file, script] = process.argv.slice(2);
if (command === '--measure') {
  if (!file || !(script in SUBSETS)) throw new Error('usage: --measure FILE latin|arabic');
  console.log(await measure(await readFile(file), script));
} else {
  await writeFonts();
}
