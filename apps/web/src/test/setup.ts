import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A page's first render waits for its lazy chunk and catalog, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, so it cannot scroll; the router restores the scroll position.
window.scrollTo = () => undefined;

/** An error printed during a test is a bug the assertions missed: it fails the test. */
let printed: unknown[][] = [];
beforeEach(() => {
  printed = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    printed.push(args);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.mocked(console.error).mockRestore();
  if (printed.length > 0) {
    const lines = printed.map((args) => args.map(String).join(' '));
    throw new Error(`console.error was called during the test:\n${lines.join('\n')}`);
  }
});
