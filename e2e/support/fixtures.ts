import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

import { catalog } from './i18n';

export { expect };

interface Options {
  /** Console errors a test expects, e.g. from a deliberately refused request (text and URL). */
  allowedConsoleErrors: RegExp[];
  /** Violations a test causes on purpose, e.g. to see one reported (as the fixture words them). */
  allowedCspViolations: RegExp[];
}

interface Fixtures {
  /** The Content-Security-Policy violations seen in any page of any context of the test. */
  cspViolations: string[];
  /** The text keys any page of any context of the test showed instead of their texts. */
  rawTextKeys: string[];
}

/** The function each page calls with a violation it saw (Playwright's binding). */
const CSP_VIOLATION_BINDING = '__e2eReportCspViolation';

/** Contexts already recorded: the default context is made through the same newContext. */
const recorded = new WeakSet<BrowserContext>();

/**
 * Every page of `context`, and each of its frames, tells `into` of the `securitypolicyviolation`
 * events it sees, from before its own scripts run and across navigations: the event is what
 * the browser reports to the API, and it is caught in contexts whose console nobody reads.
 */
async function recordCspViolations(context: BrowserContext, into: string[]): Promise<void> {
  if (recorded.has(context)) return;
  recorded.add(context);
  await context.exposeBinding(CSP_VIOLATION_BINDING, (source, violation: string) => {
    into.push(`${violation} (on ${source.frame.url()})`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (text: string) => void>)[binding];
        report?.(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        );
      },
      true,
    );
  }, CSP_VIOLATION_BINDING);
}

/** The function each page calls with the text keys it shows instead of their texts. */
const RAW_TEXT_KEYS_BINDING = '__e2eReportRawTextKeys';
/** The page's own look for them, which the end of a test calls in each page still open. */
const FIND_RAW_TEXT_KEYS = '__e2eFindRawTextKeys';

/** Contexts already watched for text keys. */
const watched = new WeakSet<BrowserContext>();

/**
 * The keys of the web app's texts as a page asks for them (a plural's without its `_one`,
 * `_other`...): what it shows in place of a text that is missing or not loaded. ar.json has the
 * same keys (a unit test of the web app holds them so).
 */
function textKeys(): string[] {
  const keys = [...catalog('en').keys()].map((key) =>
    key.replace(/_(zero|one|two|few|many|other)$/, ''),
  );
  return [...new Set(keys)];
}

/** The text keys `page` shows now, each with the page's address. */
async function rawTextKeysOf(page: Page): Promise<string[]> {
  if (page.isClosed()) return [];
  return page
    .evaluate(
      (find) => (window as unknown as Record<string, (() => string[]) | undefined>)[find]?.() ?? [],
      FIND_RAW_TEXT_KEYS,
    )
    .catch(() => []);
}

/**
 * Every page of `context` looks for text keys among what it shows: its visible text, its
 * aria-label, placeholder, title and alt attributes, and its title. It looks before it leaves a
 * page, in the app (history) or to another document, and tells `into`; the end of the test and
 * closing the context look once more in each page still open. A key is found as a whole token,
 * so a text that merely contains one of its words does not count.
 */
async function watchForRawTextKeys(context: BrowserContext, into: string[]): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding(RAW_TEXT_KEYS_BINDING, (_source, found: string[]) => {
    into.push(...found);
  });
  await context.addInitScript(
    ({ binding, find, keys }) => {
      const known = new Set(keys);
      const MAX_KEY_LENGTH = 200;
      // Most keys are dotted words; the few with a space or an apostrophe (a category's, a
      // region's) are looked for as they are.
      const spelled = keys.filter((key) => !/^[\w.-]+$/.test(key));
      function findRawTextKeys(): string[] {
        const texts = [document.title, document.body?.innerText ?? ''];
        const labelled = document.querySelectorAll('[aria-label], [placeholder], [title], [alt]');
        for (const element of Array.from(labelled)) {
          for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
            texts.push(element.getAttribute(name) ?? '');
          }
        }
        const text = texts.join('\n');
        // Split, not matched: a pattern for dotted words backtracks over a long run of letters
        // (a token in an attribute), quadratic in its length, and held the page for minutes.
        const found = new Set<string>();
        for (const token of text.split(/[^\w.-]+/)) {
          if (token.length > MAX_KEY_LENGTH) continue;
          const key = token.replace(/^\.+/, '').replace(/\.+$/, '');
          if (known.has(key)) found.add(key);
        }
        for (const key of spelled) if (text.includes(key)) found.add(key);
        return [...found].map((key) => `${key} (on ${location.href})`);
      }
      function report(): void {
        const found = findRawTextKeys();
        const tell = (window as unknown as Record<string, (found: string[]) => void>)[binding];
        if (found.length > 0) tell?.(found);
      }
      (window as unknown as Record<string, () => string[]>)[find] = findRawTextKeys;
      // The app changes pages through history: its page is still the old one when it does.
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method];
        history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
          report();
          return original.apply(this, args);
        };
      }
      window.addEventListener('popstate', report, true);
      window.addEventListener('pagehide', report);
    },
    { binding: RAW_TEXT_KEYS_BINDING, find: FIND_RAW_TEXT_KEYS, keys: textKeys() },
  );
}

/** Looks for text keys in each page of `context` still open (see watchForRawTextKeys). */
async function lookForRawTextKeys(context: BrowserContext, into: string[]): Promise<void> {
  for (const found of await Promise.all(context.pages().map(rawTextKeysOf))) into.push(...found);
}

/**
 * The page fails its test on an uncaught exception or a console error, and every page of the
 * test (in its context or one it opens with `browser.newContext`) on a Content-Security-Policy
 * violation or a text key shown instead of its text (in either language), so a refusal of the
 * policy, an injected script, a crashing component or a text its page did not load cannot pass
 * unnoticed.
 */
export const test = base.extend<Options & Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  allowedCspViolations: [[], { option: true }],
  rawTextKeys: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const found: string[] = [];
      await use(found);
      expect([...new Set(found)], 'text keys shown instead of their texts').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ browser, allowedCspViolations, rawTextKeys }, use) => {
      const violations: string[] = [];
      // Contexts a test opens itself (a second member, a visitor) are recorded too, and looked
      // at once more as the test closes them.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...options) => {
        const context = await newContext(...options);
        await recordCspViolations(context, violations);
        await watchForRawTextKeys(context, rawTextKeys);
        const close = context.close.bind(context);
        context.close = async (...closeOptions) => {
          await lookForRawTextKeys(context, rawTextKeys);
          return close(...closeOptions);
        };
        return context;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(
        violations.filter((text) => !allowedCspViolations.some((pattern) => pattern.test(text))),
        'Content-Security-Policy violations in the browser',
      ).toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, cspViolations, rawTextKeys }, use) => {
    await recordCspViolations(context, cspViolations);
    await watchForRawTextKeys(context, rawTextKeys);
    await use(context);
    await lookForRawTextKeys(context, rawTextKeys);
    // A violation's binding call may still be on its way: one round trip per page lets it land.
    await Promise.all(context.pages().map((page) => page.evaluate(() => 0).catch(() => 0)));
  },
  page: async ({ page, allowedConsoleErrors }, use, testInfo) => {
    const problems: string[] = [];
    // Printed only when the test fails: what the API refused or failed, and what the page warned.
    const clues: string[] = [];
    page.on('response', (response) => {
      const status = response.status();
      if (status === 401 || status >= 500) {
        clues.push(`${status} ${response.request().method()} ${response.url()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'warning') clues.push(`console.warn: ${message.text()}`);
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      // The URL is part of what a pattern sees: a failed load names its resource only there.
      const text = `${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      problems.push(`console.error: ${text}`);
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && clues.length > 0) {
      console.log(`The page's refusals and warnings:\n${clues.join('\n')}`);
    }
    expect(problems, `errors in the browser while on ${page.url()}`).toEqual([]);
  },
});
