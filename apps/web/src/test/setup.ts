import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

import { stubApi } from './api-stub';
import { readBlobsAsBrowsersDo, stubImageDecoding, stubPhotoCanvas } from './images';

// No test opens a real socket: lib/realtime gets a fake one a test can play the server with.
vi.mock('socket.io-client', async () => ({ io: (await import('./realtime')).fakeIo }));

// jsdom has no canvas to draw on: a chart's drawing is a stub a test can look at.
vi.mock('../components/charts/draw-bar-chart', () => ({
  drawBarChart: vi.fn(() => () => undefined),
}));

// A page's first render waits for its lazy chunk and catalog, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The shell's own lazy parts (a signed-in member's actions, the toasts) are loaded before any
// test: a test that ends before the shell has asked for them would leave their import running
// past the end of its file, which Vitest fails the whole run for.
await Promise.all([import('../app/shell/member-actions'), import('../app/shell/toasts')]);

// jsdom has no layout, so it cannot scroll; the page shell restores the scroll position and
// follows a link to an element.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// Nor is anything ever on screen: observers never report. Tests that scroll stub their own.
window.IntersectionObserver = class {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};

// Nor does anything change size: a map's observer of its box never reports.
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

readBlobsAsBrowsersDo();

// No test reaches a real server: until a test stubs the API itself, the shell's banner call
// hears that there is none and any other call gets a 599. Pictures decode and are drawn
// smaller as in a browser.
beforeEach(() => {
  stubApi({});
  stubImageDecoding();
  stubPhotoCanvas();
});

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
