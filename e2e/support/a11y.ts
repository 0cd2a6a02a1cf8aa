import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Rules that fail a page whatever impact axe gives them. A skipped heading level (axe calls it
 * moderate) breaks the outline screen-reader users move through a page by.
 */
const BLOCKING_RULES = new Set(['heading-order']);

/** One readable paragraph per violation: rule, impact, help link, then each offending node. */
export function formatViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\n\s*/g, ' ');
          return `    - ${node.target.join(' ')}\n      ${node.html}\n      ${summary}`;
        })
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, and on a
 * skipped heading level.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A dialog still fading or sliding in would be read in its passing colours: let the finite
  // transitions end first (a skeleton's endless pulse is left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Run in the page itself: the default finishes each run in a new blank page, to reach frames
  // of other origins, which the app has none of; that page took more than half of each scan.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const blocking = results.violations.filter(
    (violation) =>
      BLOCKING_RULES.has(violation.id) ||
      (violation.impact != null && BLOCKING_IMPACTS.has(violation.impact)),
  );
  expect(
    formatViolations(blocking),
    `serious or critical accessibility violations on ${page.url()}`,
  ).toBe('');
}
