import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

import { LANGUAGES, type Language } from '@tabarru/contract/constants';
import { pathInLanguage, WEB_PATHS } from '@tabarru/contract/web-paths';

import {
  buildApp,
  findFreePorts,
  REPO_ROOT,
  startApp,
  type RunningApp,
} from '../../e2e/support/app-server';

/**
 * npm run bench:web: Lighthouse mobile (its default form factor and simulated throttling) on the
 * public pages a visitor opens first, in both languages, against the production build served
 * by the web host on a fresh database with the demo data. Each page is measured RUNS times, one
 * after the other (the machine has few cores), and the medians are written to
 * bench/results/web-latest.json.
 */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** BENCH_WEB_PAGES=post,feed measures those pages only (home, feed, post, events). */
const ONLY_PAGES = process.env.BENCH_WEB_PAGES?.split(',');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RESULTS_DIRECTORY = new URL('../results/', import.meta.url);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The categories whose every audit should pass; performance is reported by its metrics. */
const STRICT_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
const TARGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  clsBelow: 0.05,
};

type Category = (typeof CATEGORIES)[number];

interface PageToMeasure {
  name: string;
  /** the path without the language prefix */
  path: string;
}

interface RunFigures {
  scores: Record<Category, number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  scriptTransferKb: number;
  /** Lighthouse's measure of the CPU at the time: below 1,000 the simulated metrics run slow */
  benchmarkIndex: number;
  failingAudits: string[];
  /** what moved, and why, in the layout shifts counted in CLS */
  layoutShifts: string[];
  /** the performance audits with the most estimated savings, worst first */
  performanceOpportunities: string[];
}

interface PageResult extends Omit<
  RunFigures,
  'failingAudits' | 'layoutShifts' | 'performanceOpportunities'
> {
  page: string;
  language: Language;
  url: string;
  /** every audit below 1 in any run of accessibility, best practices or SEO, with its runs */
  failingAudits: string[];
  layoutShifts: string[];
  performanceOpportunities: string[];
}

async function startSeededApp(dataDir: string): Promise<RunningApp> {
  const [webPort, apiPort] = await findFreePorts();
  return startApp({
    root: REPO_ROOT,
    webPort,
    apiPort,
    dataDir,
    env: { SEED_DEMO: '1' },
  });
}

/** The newest post of the feed, which has a photo as most posts do. */
async function firstPostId(apiUrl: string): Promise<number> {
  const response = await fetch(`${apiUrl}/posts`);
  const body = (await response.json()) as { posts: { post_id: number }[] };
  const post = body.posts[0];
  if (!post) throw new Error('the demo data has no posts: is SEED_DEMO on?');
  return post.post_id;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function numericValue(report: Result, audit: string): number {
  return report.audits[audit]?.numericValue ?? Number.NaN;
}

function scriptTransferKb(report: Result): number {
  const items = (
    report.audits['resource-summary']?.details as
      { items?: { resourceType: string; transferSize: number }[] } | undefined
  )?.items;
  const scripts = items?.find((item) => item.resourceType === 'script');
  return (scripts?.transferSize ?? 0) / 1024;
}

function failingAudits(report: Result): string[] {
  return STRICT_CATEGORIES.flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .map((ref) => report.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit?.id} (${audit?.title})`),
  );
}

function layoutShifts(report: Result): string[] {
  const items = (
    report.audits['layout-shifts']?.details as
      | {
          items?: {
            score: number;
            node?: { selector?: string };
            subItems?: { items?: { cause?: string }[] };
          }[];
        }
      | undefined
  )?.items;
  return (items ?? [])
    .filter((shift) => shift.score >= 0.001)
    .map((shift) => {
      const causes = [...new Set(shift.subItems?.items?.map((item) => item.cause))];
      const why = causes.length > 0 ? `, ${causes.join(', ')}` : '';
      return `${shift.score.toFixed(3)} ${shift.node?.selector ?? '(no element)'}${why}`;
    });
}

function performanceOpportunities(report: Result): string[] {
  return (report.categories.performance?.auditRefs ?? [])
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
    .map((audit) => ({
      id: audit?.id ?? '',
      display: audit?.displayValue ?? '',
      savingsMs: audit?.metricSavings?.LCP ?? audit?.metricSavings?.FCP ?? 0,
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .map((audit) => `${audit.id}${audit.display ? ` (${audit.display})` : ''}`);
}

/** One Lighthouse run in a Chrome of its own, so nothing is cached between runs. */
async function measureOnce(url: string): Promise<{ figures: RunFigures; report: Result }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    // --no-sandbox: the bench may run as root, where Chromium refuses its sandbox.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const report = result.lhr;
    if (report.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${report.runtimeError.message}`);
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        Math.round((report.categories[category]?.score ?? 0) * 100),
      ]),
    ) as Record<Category, number>;
    return {
      report,
      figures: {
        scores,
        cls: numericValue(report, 'cumulative-layout-shift'),
        lcpMs: numericValue(report, 'largest-contentful-paint'),
        tbtMs: numericValue(report, 'total-blocking-time'),
        scriptTransferKb: scriptTransferKb(report),
        benchmarkIndex: report.environment.benchmarkIndex,
        failingAudits: failingAudits(report),
        layoutShifts: layoutShifts(report),
        performanceOpportunities: performanceOpportunities(report),
      },
    };
  } finally {
    chrome.kill();
  }
}

async function measurePage(
  webUrl: string,
  page: PageToMeasure,
  language: Language,
): Promise<PageResult> {
  const url = `${webUrl}${pathInLanguage(page.path, language)}`;
  const runs: RunFigures[] = [];
  for (let run = 1; run <= RUNS; run++) {
    process.stdout.write(`Lighthouse ${run}/${RUNS}: ${url}\n`);
    const { figures, report } = await measureOnce(url);
    runs.push(figures);
    // The last run's whole report, to read what an audit found.
    await writeFile(
      new URL(`lighthouse/${page.name}-${language}.json`, RESULTS_DIRECTORY),
      JSON.stringify(report),
    );
  }
  const failing = new Map<string, number>();
  for (const audit of runs.flatMap((run) => run.failingAudits)) {
    failing.set(audit, (failing.get(audit) ?? 0) + 1);
  }
  const medianOf = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  return {
    page: page.name,
    language,
    url,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, medianOf((run) => run.scores[category])]),
    ) as Record<Category, number>,
    cls: Math.round(medianOf((run) => run.cls) * 1000) / 1000,
    lcpMs: Math.round(medianOf((run) => run.lcpMs)),
    tbtMs: Math.round(medianOf((run) => run.tbtMs)),
    scriptTransferKb: Math.round(medianOf((run) => run.scriptTransferKb) * 10) / 10,
    benchmarkIndex: Math.round(medianOf((run) => run.benchmarkIndex)),
    failingAudits: [...failing].map(([audit, count]) => `${audit} in ${count}/${RUNS} runs`),
    layoutShifts: runs.flatMap((run, index) =>
      run.layoutShifts.map((shift) => `run ${index + 1}: ${shift}`),
    ),
    performanceOpportunities: runs.at(-1)?.performanceOpportunities ?? [],
  };
}

function meetsTargets(result: PageResult): boolean {
  return (
    result.scores.performance >= TARGETS.performance &&
    result.scores.accessibility >= TARGETS.accessibility &&
    result.scores['best-practices'] >= TARGETS['best-practices'] &&
    result.scores.seo >= TARGETS.seo &&
    result.cls < TARGETS.clsBelow
  );
}

function printResults(results: PageResult[]): void {
  console.table(
    results.map((result) => ({
      page: `${result.page} (${result.language})`,
      performance: result.scores.performance,
      accessibility: result.scores.accessibility,
      'best practices': result.scores['best-practices'],
      seo: result.scores.seo,
      CLS: result.cls,
      'LCP (ms)': result.lcpMs,
      'TBT (ms)': result.tbtMs,
      'JS (KB)': result.scriptTransferKb,
      'CPU index': result.benchmarkIndex,
      targets: meetsTargets(result) ? 'met' : 'missed',
    })),
  );
  process.stdout.write(
    `CPU index: Lighthouse's benchmark of the machine during the runs; below 1,000 (a busy or slow machine) the performance scores come out low.\n`,
  );
  process.stdout.write(
    `Targets: performance ${TARGETS.performance}+, accessibility, best practices and SEO 100, CLS under ${TARGETS.clsBelow}.\n`,
  );
  for (const result of results) {
    if (result.failingAudits.length === 0) continue;
    process.stdout.write(`\nFailing audits on ${result.url}:\n`);
    for (const audit of result.failingAudits) process.stdout.write(`  ${audit}\n`);
  }
  for (const result of results) {
    if (result.cls < TARGETS.clsBelow || result.layoutShifts.length === 0) continue;
    process.stdout.write(`\nLayout shifts on ${result.url}:\n`);
    for (const shift of result.layoutShifts) process.stdout.write(`  ${shift}\n`);
  }
  process.stdout.write('\nWhat weighs on performance (the last run of each page):\n');
  for (const result of results) {
    process.stdout.write(
      `  ${result.page} (${result.language}): ${result.performanceOpportunities.join(', ') || 'nothing below 0.9'}\n`,
    );
  }
}

async function main(): Promise<void> {
  // Built every time: the pages measured are those of the sources as they are now.
  process.stdout.write('Building the app (npm run build)...\n');
  await buildApp();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tabarru-bench-web-'));
  const app = await startSeededApp(dataDir);
  try {
    const pages: PageToMeasure[] = [
      { name: 'home', path: WEB_PATHS.home },
      { name: 'feed', path: WEB_PATHS.feed },
      { name: 'post', path: WEB_PATHS.post.replace(':id', String(await firstPostId(app.apiUrl))) },
      { name: 'events', path: WEB_PATHS.events },
    ];
    await mkdir(new URL('lighthouse/', RESULTS_DIRECTORY), { recursive: true });
    const results: PageResult[] = [];
    for (const language of LANGUAGES) {
      for (const page of pages) {
        if (ONLY_PAGES && !ONLY_PAGES.includes(page.name)) continue;
        results.push(await measurePage(app.webUrl, page, language));
      }
    }
    printResults(results);
    await writeFile(
      new URL('web-latest.json', RESULTS_DIRECTORY),
      `${JSON.stringify({ at: new Date().toISOString(), runs: RUNS, targets: TARGETS, results }, null, 2)}\n`,
    );
  } finally {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
