import { afterEach, describe, expect, it } from 'vitest';

import { clearPageData, writeInPage } from '../test/page-data';
import { pageOrigin, providePageOnServer, takePageData } from './page-data';

const ID = 'page-data-test';

afterEach(() => clearPageData(ID));

describe('takePageData', () => {
  it('reads what the page holds once, and takes it out of the page', () => {
    writeInPage(ID, { posts: [{ title: '</script> «كنبة»' }] });
    expect(takePageData(ID)).toEqual({ posts: [{ title: '</script> «كنبة»' }] });
    expect(document.getElementById(ID)).toBeNull();
    expect(takePageData(ID)).toBeUndefined();
  });

  it('is undefined when the page holds nothing, or nothing that reads as JSON', () => {
    expect(takePageData(ID)).toBeUndefined();
    writeInPage(ID, null);
    expect(takePageData(ID)).toBeUndefined();
    writeInPage(ID, 1);
    (document.getElementById(ID) as HTMLElement).textContent = '{"posts": [';
    expect(takePageData(ID)).toBeUndefined();
    expect(document.getElementById(ID)).toBeNull();
  });
});

describe('the page the server draws', () => {
  afterEach(() => providePageOnServer(undefined));

  it('gives the data blocks and the origin it was given, with no document to read', () => {
    const { document } = globalThis;
    providePageOnServer({ origin: 'https://tabarru.jo', data: { [ID]: '{"title":"«كنبة»"}' } });
    Object.defineProperty(globalThis, 'document', { value: undefined, configurable: true });
    try {
      expect(takePageData(ID)).toEqual({ title: '«كنبة»' });
      // Read again by the next drawing of the same page: the server's data is never used up.
      expect(takePageData(ID)).toEqual({ title: '«كنبة»' });
      expect(takePageData('another-block')).toBeUndefined();
    } finally {
      Object.defineProperty(globalThis, 'document', { value: document, configurable: true });
    }
  });

  it('is the browser’s own origin in the browser', () => {
    providePageOnServer({ origin: 'https://tabarru.jo', data: {} });
    expect(pageOrigin()).toBe(window.location.origin);
  });
});
