import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

/**
 * The lines the API's code keeps to, so every module reads the same way:
 * routes → service → queries, with SQL only in queries.ts, db/ and migrations, and one module
 * reaching another only through its service.ts and policy.ts.
 */
const SOURCE_DIR = fileURLToPath(new URL('../src/', import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const sources = sourceFiles(SOURCE_DIR).map((file) => ({
  file: path.relative(SOURCE_DIR, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));

function importsOf(text: string): string[] {
  return [...text.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
}

/** Files breaking a rule, as 'file: what'. */
function breaches(
  applies: (file: string) => boolean,
  test: (text: string) => string | undefined,
): string[] {
  return sources
    .filter(({ file }) => applies(file))
    .flatMap(({ file, text }) => {
      const found = test(text);
      return found === undefined ? [] : [`${file}: ${found}`];
    });
}

/** The source a relative import names (`./x` → `dir/x.ts`), or undefined for a package. */
function importedFile(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.posix.join(path.posix.dirname(file), specifier);
  return [`${target}.ts`, `${target}/index.ts`].find((candidate) => knownFiles.has(candidate));
}

const knownFiles = new Set(sources.map(({ file }) => file));

/** Each source file with the source files it imports, types included. */
const importGraph = new Map(
  sources.map(({ file, text }) => [
    file,
    importsOf(text).flatMap((specifier) => importedFile(file, specifier) ?? []),
  ]),
);

/**
 * A circle of imports, as the files along it from one back to itself, or undefined: a depth-first
 * walk that meets a file still on its path has gone round.
 */
function importCircle(graph: Map<string, string[]>): string[] | undefined {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string): string[] | undefined => {
    const at = onPath.indexOf(file);
    if (at !== -1) return [...onPath.slice(at), file];
    if (done.has(file)) return undefined;
    onPath.push(file);
    for (const next of graph.get(file) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    onPath.pop();
    done.add(file);
    return undefined;
  };
  for (const file of graph.keys()) {
    const circle = visit(file);
    if (circle) return circle;
  }
  return undefined;
}

const isQueries = (file: string) => file.endsWith('/queries.ts');
const isRoutes = (file: string) => file.endsWith('/routes.ts');
const inDb = (file: string) => file.startsWith('db/');
/** Reads the trees of the statements others build, to clear what the feed keeps: no SQL. */
const READS_STATEMENT_TREES = 'modules/feed/feed-changes.ts';

/** The module a file is part of: `modules/<module>/…`, or undefined outside the modules. */
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];
/** What a module shows the others: what it does (service.ts) and who may do what (policy.ts). */
const isModuleDoor = (file: string) => /^modules\/[^/]+\/(service|policy)\.ts$/.test(file);

/**
 * The imports let past a module's doors: pure functions of text, which the importer applies as
 * its own; through the module's service they would bring all it needs along, and two would close
 * a circle. `from` is a file under modules/, or a module's folder (ending in '/') for all of its
 * files.
 */
const PAST_THE_DOORS: { from: string; to: string; why: string }[] = [
  {
    from: 'moderation/',
    to: 'feed/search-text.ts',
    why: 'the blocklist and the administrators’ search of posts fold text as the feed stores it',
  },
  {
    from: 'posts/queries.ts',
    to: 'feed/search-words.ts',
    why: 'a post’s row keeps the words the feed searches it by, made when the row is written',
  },
  {
    from: 'saved-searches/matching.ts',
    to: 'feed/search-words.ts',
    why: 'a saved search matches a new post by the same stems as the feed’s search',
  },
  {
    from: 'saved-searches/matching.ts',
    to: 'feed/concept-words.ts',
    why: 'and by the same words for the things and places a post names',
  },
  {
    from: 'notification-delivery/texts.ts',
    to: 'notifications/detail.ts',
    why: 'a push or email reads the device a notification’s detail names, in the format it was written',
  },
];

/** Each import from one module into another: the importing file and the file imported. */
const crossModuleImports = [...importGraph].flatMap(([file, imported]) =>
  imported
    .filter((target) => moduleOf(file) && moduleOf(target) && moduleOf(file) !== moduleOf(target))
    .map((target) => ({ from: file, to: target })),
);

/** Whether the entry of PAST_THE_DOORS `allowed` lets `from` import `to`. */
function allows(allowed: { from: string; to: string }, from: string, to: string): boolean {
  const importer = `modules/${allowed.from}`;
  return (
    to === `modules/${allowed.to}` &&
    (importer.endsWith('/') ? from.startsWith(importer) : from === importer)
  );
}

/** The pairs of modules that each import the other, as 'a <-> b' with a before b. */
function bothWayPairs(imports: { from: string; to: string }[]): string[] {
  const edges = new Set(imports.map(({ from, to }) => `${moduleOf(from)} -> ${moduleOf(to)}`));
  return [...edges]
    .map((edge) => edge.split(' -> ') as [string, string])
    .filter(([a, b]) => a < b && edges.has(`${b} -> ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`)
    .sort();
}

/**
 * The modules that still import each other, and why: a new pair fails the test, and a pair
 * taken apart is to be struck off here, so the list only shrinks.
 */
const BOTH_WAYS: { pair: string; why: string }[] = [
  {
    pair: 'moderation <-> posts',
    why: 'a post written or edited is held for review by moderation’s rules (the blocklist, what an edit does to a flagged post); moderation locks the posts it reviews through posts’ service',
  },
  {
    pair: 'notification-delivery <-> notifications',
    why: 'a notification recorded is delivered by push or email, whose texts read the detail the notification was written with',
  },
  {
    pair: 'notifications <-> saved-searches',
    why: 'alerts of new matches are written as notifications; the notification centre reads back the search a day’s folded alert counts, to open its feed',
  },
];

describe('the API architecture', () => {
  it('reads the sources', () => {
    expect(sources.length).toBeGreaterThan(40);
    expect(sources.filter(({ file }) => isRoutes(file)).length).toBeGreaterThan(8);
  });

  it('has no circle of imports, type imports included: what a file needs never needs it back', () => {
    expect([...importGraph.values()].flat().length).toBeGreaterThan(500);
    expect(importCircle(importGraph)).toBeUndefined();
    // The walk finds a circle when there is one.
    const withCircle = new Map(importGraph);
    withCircle.set('db/schema.ts', [...(importGraph.get('db/schema.ts') ?? []), 'context.ts']);
    expect(importCircle(withCircle)).toContain('context.ts');
  });

  it('touches Kysely only in queries.ts files, db/, migrations and the feed’s write rules', () => {
    expect(
      breaches(
        (file) => !isQueries(file) && !inDb(file) && file !== READS_STATEMENT_TREES,
        (text) => (importsOf(text).includes('kysely') ? 'imports kysely' : undefined),
      ),
    ).toEqual([]);
  });

  it('keeps the feed under the posts: it imports neither them nor a migration', () => {
    expect(
      breaches(
        (file) => file.startsWith('modules/feed/'),
        (text) => importsOf(text).find((specifier) => /(^|\/)(posts|migrations)\//.test(specifier)),
      ),
    ).toEqual([]);
  });

  it('keeps migrations from 0028 on to history: no code that changes later, only the contract’s data', () => {
    const allowed = new Set([
      'kysely',
      'kysely/migration',
      '../database',
      '@tabarru/contract/item-words',
      '@tabarru/contract/places',
    ]);
    const later = (file: string) => {
      const number = /^db\/migrations\/(\d{4})-/.exec(file)?.[1];
      return number !== undefined && Number(number) >= 28;
    };
    expect(sources.filter(({ file }) => later(file)).length).toBeGreaterThan(0);
    expect(
      breaches(later, (text) => importsOf(text).find((specifier) => !allowed.has(specifier))),
    ).toEqual([]);
  });

  it('lets a module reach another only through its service.ts or policy.ts', () => {
    expect(crossModuleImports.length).toBeGreaterThan(100);
    expect(
      crossModuleImports
        .filter(
          ({ from, to }) =>
            !isModuleDoor(to) && !PAST_THE_DOORS.some((allowed) => allows(allowed, from, to)),
        )
        .map(
          ({ from, to }) =>
            `${from} imports ${to}: reach ${moduleOf(to)} through its service.ts or policy.ts`,
        ),
    ).toEqual([]);
    // Every import let past the doors is still made.
    expect(
      PAST_THE_DOORS.filter(
        (allowed) => !crossModuleImports.some(({ from, to }) => allows(allowed, from, to)),
      ),
    ).toEqual([]);
  });

  it('keeps the modules that import each other to the pairs listed, with their reasons', () => {
    expect(bothWayPairs(crossModuleImports)).toEqual(BOTH_WAYS.map(({ pair }) => pair).sort());
    // A pair is found when there is one.
    expect(
      bothWayPairs([
        { from: 'modules/a/service.ts', to: 'modules/b/service.ts' },
        { from: 'modules/b/policy.ts', to: 'modules/a/policy.ts' },
      ]),
    ).toEqual(['a <-> b']);
  });

  it('keeps routes away from queries: a route calls its service', () => {
    expect(
      breaches(isRoutes, (text) =>
        importsOf(text).find((specifier) => /(^|\/)queries$/.test(specifier)),
      ),
    ).toEqual([]);
  });

  it('registers every module with the same options', () => {
    expect(
      breaches(isRoutes, (text) =>
        /export const \w+Routes: ModuleRoutes = /.test(text)
          ? undefined
          : 'does not export its routes as ModuleRoutes',
      ),
    ).toEqual([]);
  });

  it('builds every refusal with the factories of infra/http-errors', () => {
    expect(
      breaches(
        (file) => file !== 'infra/http-errors.ts',
        (text) => (/new HttpError\(/.test(text) ? 'constructs HttpError itself' : undefined),
      ),
    ).toEqual([]);
  });

  it('applies rate limits one way: listed in the route options (or a socket event’s)', () => {
    expect(
      breaches(
        (file) =>
          file !== 'infra/route-limits.ts' &&
          file !== 'realtime/socket-events.ts' &&
          file !== 'app.ts',
        (text) =>
          /\bcontext\.limit\(|\blimit\('/.test(text) ? 'counts a limit itself' : undefined,
      ),
    ).toEqual([]);
    expect(
      breaches(
        () => true,
        (text) => (/rateLimit:\s*\{/.test(text) ? 'sets a route limit of the plugin' : undefined),
      ),
    ).toEqual([]);
  });

  it('settles who is asking in onRequest hooks, admin checks included', () => {
    expect(
      breaches(isRoutes, (text) =>
        /(preHandler|preValidation|preParsing):\s*app\.(authenticate|identify|authorizeAdmin)/.test(
          text,
        )
          ? 'attaches an authentication hook late'
          : undefined,
      ),
    ).toEqual([]);
  });

  it('writes for a session only through writeAs, which checks it again in the transaction', () => {
    // The writes nobody's session makes: sign-up, sign-in and password resets, the ADMIN_*
    // start, the demo data, removing photo files no row uses, an email's unsubscribe link, the
    // links of an email change, matching new posts to saved searches, pickup reminders, draws,
    // the freshness of offers and the suggestion of an organisation for an offer nobody asked for.
    const sessionless = new Set([
      'modules/saved-searches/alerts.ts',
      'modules/auth/service.ts',
      'modules/email-change/service.ts',
      'modules/notification-delivery/unsubscribe.ts',
      'modules/admin/bootstrap.ts',
      'modules/demo/seed.ts',
      'modules/images/service.ts',
      'modules/pickups/reminders.ts',
      'modules/pickups/draws.ts',
      'modules/freshness/job.ts',
      'modules/organisations/suggestion-job.ts',
    ]);
    expect(
      breaches(
        (file) =>
          !inDb(file) && file !== 'modules/sessions/request-session.ts' && !sessionless.has(file),
        (text) => (/\binTransaction\b/.test(text) ? 'opens a transaction itself' : undefined),
      ),
    ).toEqual([]);
  });

  it('asks only the images module whether a stored file is in use', () => {
    expect(
      breaches(
        (file) => !file.startsWith('modules/images/'),
        (text) => (/\bisImageInUse\b/.test(text) ? 'asks about image use itself' : undefined),
      ),
    ).toEqual([]);
  });
});
