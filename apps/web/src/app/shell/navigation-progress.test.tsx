import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  NavigationProgress,
  PROGRESS_BAR_DELAY_MS,
  whileNextPageLoads,
} from './navigation-progress';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the progress bar', () => {
  it('stays hidden for a page that loads at once', async () => {
    const { container } = render(<NavigationProgress />);
    const load = deferred();
    whileNextPageLoads(load.promise);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_DELAY_MS - 1));
    expect(container).toBeEmptyDOMElement();
    await act(async () => {
      load.resolve();
      await load.promise;
    });
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_DELAY_MS * 2));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows while a slower page loads, and goes once it has', async () => {
    const { container } = render(<NavigationProgress />);
    const load = deferred();
    whileNextPageLoads(load.promise);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_DELAY_MS));
    expect(container).not.toBeEmptyDOMElement();
    await act(async () => {
      load.resolve();
      await load.promise;
    });
    expect(container).toBeEmptyDOMElement();
  });
});
