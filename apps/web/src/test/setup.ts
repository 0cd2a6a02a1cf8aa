import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

/** An error printed during a test is a bug the assertions missed: fail the test. */
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length > 0) {
    const printed = errors.splice(0).map((args) => args.map(String).join(' '));
    throw new Error(`console.error was called during the test:\n${printed.join('\n')}`);
  }
});
