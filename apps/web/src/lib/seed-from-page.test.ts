import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearPageData, writeInPage } from '../test/page-data';
import { seedFromPage } from './seed-from-page';

const ID = 'page-data-test';

afterEach(() => clearPageData(ID));

describe('seedFromPage', () => {
  it('puts what the page holds in the cache, and has it asked for again once the page has loaded', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    writeInPage(ID, [1, 2]);
    seedFromPage(client, ID, ['numbers'], (numbers: number[]) => numbers.map((n) => n * 10));
    expect(client.getQueryData(['numbers'])).toEqual([10, 20]);
    const query = client.getQueryCache().find({ queryKey: ['numbers'] });
    expect(query?.isStaleByTime(30_000)).toBe(false);
    // jsdom's page has loaded already (and knows no idle callbacks): asked again on the next turn.
    expect(document.readyState).toBe('complete');
    await new Promise((resolve) => setTimeout(resolve));
    expect(query?.state.isInvalidated).toBe(true);
    expect(client.getQueryData(['numbers'])).toEqual([10, 20]);
  });

  it('waits for a page still loading before asking again', async () => {
    const client = new QueryClient();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    writeInPage(ID, [1]);
    seedFromPage(client, ID, ['numbers']);
    readyState.mockRestore();
    const query = client.getQueryCache().find({ queryKey: ['numbers'] });
    expect(query?.state.isInvalidated).toBe(false);
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve));
    expect(query?.state.isInvalidated).toBe(true);
  });

  it('never replaces what the cache already holds, and seeds once', () => {
    const client = new QueryClient();
    client.setQueryData(['numbers'], [7]);
    writeInPage(ID, [1, 2]);
    seedFromPage(client, ID, ['numbers']);
    expect(client.getQueryData(['numbers'])).toEqual([7]);
    client.removeQueries({ queryKey: ['numbers'] });
    seedFromPage(client, ID, ['numbers'], (numbers: number[]) => numbers);
    expect(client.getQueryData(['numbers'])).toBeUndefined();
  });

  it('leaves a reset query empty rather than holding the page’s copy again', async () => {
    const client = new QueryClient();
    writeInPage(ID, [1, 2]);
    seedFromPage(client, ID, ['numbers'], (numbers: number[]) => numbers);
    await client.resetQueries({ queryKey: ['numbers'] });
    expect(client.getQueryData(['numbers'])).toBeUndefined();
  });
});
