import type { Language } from '@tabarru/contract/constants';
import { INDEXED_PAGES, type IndexedPage } from '@tabarru/contract/web-paths';

/** One entry of Vite's build manifest (apps/web/dist/.vite/manifest.json), what the host reads. */
export interface ManifestChunk {
  /** the built file, under dist/ */
  file: string;
  /** the index.html entry */
  isEntry?: boolean;
  /** the keys of the chunks it imports statically, which load before it runs */
  imports?: string[];
  /** its stylesheets */
  css?: string[];
}

/** Vite's build manifest: each source module and shared chunk by its key. */
export type BuildManifest = Record<string, ManifestChunk>;

/** The parts of a catalog a page waits for before it shows (apps/web/src/i18n/catalog-parts.ts). */
type CatalogPart = 'shell' | 'labels' | 'feed' | 'post' | 'pages';

/** What every page other than home, the feed and a post's preview loads: withPageTexts. */
const PAGE_TEXTS: readonly CatalogPart[] = ['labels', 'feed', 'post', 'pages'];

/**
 * The module of each indexed page's chunk and the texts it waits for, as the web app's router
 * loads them (apps/web/src/app/router.tsx: `pages` and `pageLoader`); every page also waits for
 * the shell's texts of its language. A page the build's manifest does not hold is left without
 * preloads (and the host says so as it starts), never broken.
 */
export const PAGE_MODULES: Record<IndexedPage, { module: string; texts: readonly CatalogPart[] }> =
  {
    home: { module: 'src/app/pages/home-page.tsx', texts: [] },
    feed: { module: 'src/app/pages/feed-page.tsx', texts: ['labels', 'feed'] },
    post: { module: 'src/app/pages/post-page.tsx', texts: ['labels', 'post'] },
    events: { module: 'src/features/events/events-page.tsx', texts: PAGE_TEXTS },
    event: { module: 'src/app/pages/event-page.tsx', texts: PAGE_TEXTS },
    about: { module: 'src/app/pages/about-page.tsx', texts: PAGE_TEXTS },
    privacy: { module: 'src/features/legal/privacy-page.tsx', texts: PAGE_TEXTS },
    terms: { module: 'src/features/legal/terms-page.tsx', texts: PAGE_TEXTS },
    contact: { module: 'src/features/contact/contact-page.tsx', texts: PAGE_TEXTS },
    user: { module: 'src/app/pages/member-page.tsx', texts: PAGE_TEXTS },
  };

/** The modules a page at `page` in `language` waits for: its own, and its texts. */
export function pageModules(page: IndexedPage, language: Language): string[] {
  const { module, texts } = PAGE_MODULES[page];
  return [module, ...['shell', ...texts].map((part) => `src/i18n/${language}.json?${part}`)];
}

/** The files a page asks for with the page, as the web host names them (from the site's root). */
export interface PageChunks {
  /** module scripts, each named by a `modulepreload` */
  scripts: string[];
  /** stylesheets the page's chunks bring */
  styles: string[];
}

/** `key` and every chunk it imports, theirs too, each once, into `into`: depth first. */
function collect(manifest: BuildManifest, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into);
}

/**
 * The scripts and stylesheets `modules` need beyond what index.html already names (its entry
 * and the chunks the entry imports): each module's chunk, the chunks it imports statically,
 * theirs, each once. A module the manifest does not hold adds nothing.
 */
export function chunksOf(manifest: BuildManifest, modules: readonly string[]): PageChunks {
  const named = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(manifest, key, named);
  }
  const needed = new Set<string>();
  for (const module of modules) collect(manifest, module, needed);
  const scripts: string[] = [];
  const styles = new Set<string>();
  const namedStyles = new Set([...named].flatMap((key) => manifest[key]?.css ?? []));
  for (const key of needed) {
    if (named.has(key)) continue;
    const chunk = manifest[key] as ManifestChunk;
    scripts.push(`/${chunk.file}`);
    for (const style of chunk.css ?? []) {
      if (!namedStyles.has(style)) styles.add(`/${style}`);
    }
  }
  return { scripts, styles: [...styles] };
}

/** The modules of PAGE_MODULES, in either language, that `manifest` does not hold. */
export function missingPageModules(manifest: BuildManifest): string[] {
  const missing = new Set<string>();
  for (const page of INDEXED_PAGES) {
    for (const language of ['en', 'ar'] as const) {
      for (const module of pageModules(page, language)) {
        if (!manifest[module]) missing.add(module);
      }
    }
  }
  return [...missing];
}
