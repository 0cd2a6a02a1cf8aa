import { test as base, expect } from '@playwright/test';

export { expect };

interface Options {
  /** Console errors a test expects, e.g. from a deliberately refused request (text and URL). */
  allowedConsoleErrors: RegExp[];
}

/**
 * The page fails its test on an uncaught exception or a console error, so a Content-Security-
 * Policy refusal or a crashing component cannot pass unnoticed.
 */
export const test = base.extend<Options>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      // The URL is part of what a pattern sees: a failed load names its resource only there.
      const text = `${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      problems.push(`console.error: ${text}`);
    });
    await use(page);
    expect(problems, `errors in the browser while on ${page.url()}`).toEqual([]);
  },
});
