/**
 * The texts the shell and the home page show, by key or section. A first visit to / loads only
 * these; the texts of every other page load with the first such page.
 */
export const SHELL_TEXTS = [
  'app',
  'nav',
  'footer',
  'toasts',
  'install.offline',
  'install.update',
  'install.prompt',
  'home',
  'impact.site',
  'impact.figures',
  'banner.region',
  'banner.close',
  'savedSearches.profileLink',
];

export type CatalogPart = 'shell' | 'pages';

type Texts = { [key: string]: string | Texts };

function pick(texts: Texts, path: string[]): Texts | string | undefined {
  let node: Texts | string | undefined = texts;
  for (const key of path) node = typeof node === 'object' ? node[key] : undefined;
  return node;
}

function place(texts: Texts, path: string[], value: Texts | string): void {
  let node = texts;
  for (const key of path.slice(0, -1)) {
    const child = node[key];
    node = node[key] = typeof child === 'object' ? child : {};
  }
  node[path[path.length - 1] as string] = value;
}

function without(texts: Texts, paths: string[][]): Texts {
  const rest: Texts = {};
  for (const [key, value] of Object.entries(texts)) {
    if (paths.some((path) => path.length === 1 && path[0] === key)) continue;
    const nested = paths.filter((path) => path[0] === key).map((path) => path.slice(1));
    if (typeof value === 'string' || nested.length === 0) rest[key] = value;
    else rest[key] = without(value, nested);
  }
  return rest;
}

/**
 * One part of a catalog: 'shell' holds the texts under `shellTexts`, 'pages' all the others,
 * so the two parts together are the whole catalog.
 */
export function catalogPart(catalog: Texts, part: CatalogPart, shellTexts = SHELL_TEXTS): Texts {
  const paths = shellTexts.map((text) => text.split('.'));
  if (part === 'pages') return without(catalog, paths);
  const shell: Texts = {};
  for (const path of paths) {
    const value = pick(catalog, path);
    if (value !== undefined) place(shell, path, value);
  }
  return shell;
}
