/**
 * The texts the shell and the home page show, by key or section. A first visit to / loads only
 * these; the feed's and every other page's load with the first such page.
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

/**
 * The texts of a post wherever it shows, as a card or as its page: its labels (category,
 * governorate, availability) and its donor's rating. The feed, a post's page and every other
 * page load them.
 */
export const LABEL_TEXTS = [
  'posts.card',
  'posts.availability',
  'posts.categories',
  'posts.regions',
  'rating.summary',
];

/**
 * The texts the feed shows besides the shell's and the labels: its filters (the place picker and
 * Near me among them, which the give form and the profile use too), the events among its cards,
 * Alert me, and what an API error says. A first visit to /feed loads these; every page other
 * than home and a post's preview loads them too, since many show errors.
 */
export const FEED_TEXTS = [
  'errors',
  'places',
  'posts.feed',
  'events.carousel',
  'events.when',
  'events.timeRange',
  'savedSearches.alertMe',
  'savedSearches.alertMeHint',
  'savedSearches.saveFailed',
  'savedSearches.signInToSave',
  'savedSearches.errors',
  'wanted.switch',
  'wanted.switchHint',
  'wanted.feedHeading',
  'wanted.feedLead',
  'wanted.badge',
  'wanted.ask',
  'wanted.errors',
];

/**
 * The texts of a post's page besides the labels: what a visitor opening a shared post sees (the
 * post, its gallery, its donor, whether it is promised and how many asked for it, the way to share
 * it and to sign in). The post's page loads these and the labels; a member's page of the post, and
 * every other page, the rest too.
 */
export const POST_TEXTS = [
  'posts.detail',
  'posts.preview',
  'posts.underReview',
  'pickups.status',
  'gallery',
  'share',
  'wanted.askedBy',
  'wanted.runsUntil',
  'wanted.iHaveThis',
];

/**
 * The texts of the account's security: the second step of signing in, the Security page
 * (devices, two-step sign-in, the way to the password), the admin area's notice that it needs
 * two-step sign-in, the pages of an email change's links, and the refusals only they meet. Only
 * the login, Security, email-change and admin pages load them.
 */
export const ACCOUNT_TEXTS = [
  'auth.login.secondStep',
  'security',
  'sessions',
  'twoFactor',
  'emailChange',
];

/**
 * The texts of a map (the feed's beside its list, a post's place): its name, controls, markers and
 * what it says when its tiles cannot load. The map's own chunk holds them in both languages
 * (features/map/map-chunk.ts), so they load only when a page shows a map.
 */
export const MAP_TEXTS = ['map'];

/**
 * What saving the feed's search says once it is saved: its own chunk holds them in both
 * languages (features/saved-searches/save-feed-search.ts), loaded with the first Alert me.
 */
export const SAVE_SEARCH_TEXTS = [
  'savedSearches.saved',
  'savedSearches.savedNear',
  'savedSearches.alreadySaved',
];

/** The parts named by their texts; 'pages' is every text none of them names. */
export const NAMED_PARTS = {
  shell: SHELL_TEXTS,
  labels: LABEL_TEXTS,
  feed: FEED_TEXTS,
  post: POST_TEXTS,
  account: ACCOUNT_TEXTS,
  map: MAP_TEXTS,
  saveSearch: SAVE_SEARCH_TEXTS,
};

export type CatalogPart = keyof typeof NAMED_PARTS | 'pages';

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

/** The texts under `paths` (each a section or a key), in their places. */
function only(texts: Texts, paths: string[]): Texts {
  const part: Texts = {};
  for (const path of paths.map((text) => text.split('.'))) {
    const value = pick(texts, path);
    if (value !== undefined) place(part, path, value);
  }
  return part;
}

/**
 * One part of a catalog: 'shell', 'labels', 'feed', 'post', 'account', 'map' and 'saveSearch' hold the texts
 * `named` lists for them, 'pages' all the others, so the parts together are the whole catalog.
 */
export function catalogPart(
  catalog: Texts,
  part: CatalogPart,
  named: Record<keyof typeof NAMED_PARTS, string[]> = NAMED_PARTS,
): Texts {
  if (part !== 'pages') return only(catalog, named[part]);
  return without(
    catalog,
    [
      ...named.shell,
      ...named.labels,
      ...named.feed,
      ...named.post,
      ...named.account,
      ...named.map,
      ...named.saveSearch,
    ].map((text) => text.split('.')),
  );
}
