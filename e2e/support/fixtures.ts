import { test as base, expect, type BrowserContext } from '@playwright/test';

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

/**
 * The page fails its test on an uncaught exception or a console error, and every page of the
 * test (in its context or one it opens with `browser.newContext`) on a Content-Security-Policy
 * violation, so a refusal of the policy, an injected script or a crashing component cannot pass
 * unnoticed.
 */
export const test = base.extend<Options & Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  allowedCspViolations: [[], { option: true }],
  cspViolations: [
    async ({ browser, allowedCspViolations }, use) => {
      const violations: string[] = [];
      // Contexts a test opens itself (a second member, a visitor) are recorded too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...options) => {
        const context = await newContext(...options);
        await recordCspViolations(context, violations);
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
  context: async ({ context, cspViolations }, use) => {
    await recordCspViolations(context, cspViolations);
    await use(context);
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
