import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { INDEXED_PAGES } from '@tabarru/contract/web-paths';

import {
  chunksOf,
  missingPageModules,
  PAGE_MODULES,
  pageModules,
  type BuildManifest,
} from './page-chunks';

/** A build's manifest as Vite writes it: the entry, a page, its texts and the shared chunks. */
const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_vendor-b2.js', '_shell-c3.js'],
    css: ['assets/index-d4.css'],
  },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js' },
  '_shell-c3.js': { file: 'assets/shell-c3.js', imports: ['_vendor-b2.js'] },
  'src/app/pages/feed-page.tsx': {
    file: 'assets/feed-page-e5.js',
    imports: ['_vendor-b2.js', 'index.html', '_post-card-f6.js', '_get-feed-g7.js'],
  },
  '_post-card-f6.js': {
    file: 'assets/post-card-f6.js',
    imports: ['_shell-c3.js', '_card-cover-h8.js'],
    css: ['assets/post-card-i9.css', 'assets/index-d4.css'],
  },
  '_get-feed-g7.js': { file: 'assets/get-feed-g7.js', imports: ['_card-cover-h8.js'] },
  '_card-cover-h8.js': { file: 'assets/card-cover-h8.js' },
  'src/i18n/ar.json?shell': { file: 'assets/ar-j1.js' },
  'src/i18n/ar.json?labels': { file: 'assets/ar-k2.js' },
  'src/i18n/ar.json?feed': { file: 'assets/ar-l3.js' },
  'src/i18n/en.json?feed': { file: 'assets/en-m4.js' },
};

describe('the modules of a page', () => {
  it('are its chunk and the texts it waits for, in its language, the shell’s first', () => {
    expect(pageModules('feed', 'ar')).toEqual([
      'src/app/pages/feed-page.tsx',
      'src/i18n/ar.json?shell',
      'src/i18n/ar.json?labels',
      'src/i18n/ar.json?feed',
    ]);
    expect(pageModules('home', 'en')).toEqual([
      'src/app/pages/home-page.tsx',
      'src/i18n/en.json?shell',
    ]);
    expect(pageModules('post', 'en')).toContain('src/i18n/en.json?post');
    expect(pageModules('events', 'ar')).toContain('src/i18n/ar.json?pages');
  });

  it('are named for every page a visitor may open first', () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual([...INDEXED_PAGES].sort());
  });

  it('are the modules the web app’s router loads for those pages', () => {
    const router = readFileSync(
      new URL('../../../web/src/app/router.tsx', import.meta.url),
      'utf8',
    );
    for (const { module } of Object.values(PAGE_MODULES)) {
      const imported = path.posix.relative('src/app', module.replace(/\.tsx?$/, ''));
      expect(router).toContain(`import('${imported.startsWith('.') ? '' : './'}${imported}')`);
    }
  });
});

describe('the chunks a page preloads', () => {
  it('are its chunk, what it imports and theirs, once each, and its texts, beyond what index.html names', () => {
    expect(chunksOf(MANIFEST, pageModules('feed', 'ar'))).toEqual({
      scripts: [
        '/assets/feed-page-e5.js',
        '/assets/post-card-f6.js',
        '/assets/card-cover-h8.js',
        '/assets/get-feed-g7.js',
        '/assets/ar-j1.js',
        '/assets/ar-k2.js',
        '/assets/ar-l3.js',
      ],
      styles: ['/assets/post-card-i9.css'],
    });
  });

  it('leave out a module the manifest does not hold, and name nothing twice', () => {
    const { scripts } = chunksOf(MANIFEST, [
      'src/app/pages/feed-page.tsx',
      'src/app/pages/feed-page.tsx',
      'src/app/pages/gone-page.tsx',
      '_card-cover-h8.js',
    ]);
    expect(scripts).toEqual([
      '/assets/feed-page-e5.js',
      '/assets/post-card-f6.js',
      '/assets/card-cover-h8.js',
      '/assets/get-feed-g7.js',
    ]);
    expect(chunksOf({}, pageModules('feed', 'en'))).toEqual({ scripts: [], styles: [] });
  });

  it('are told apart by language: an Arabic page preloads the Arabic texts only', () => {
    const { scripts } = chunksOf(MANIFEST, pageModules('feed', 'en'));
    expect(scripts).toContain('/assets/en-m4.js');
    expect(scripts.filter((script) => script.includes('/ar-'))).toEqual([]);
  });
});

describe('the modules a build lacks', () => {
  it('are listed, so the host can say which pages load their chunks late', () => {
    const missing = missingPageModules(MANIFEST);
    expect(missing).toContain('src/app/pages/home-page.tsx');
    expect(missing).toContain('src/i18n/en.json?shell');
    expect(missing).not.toContain('src/app/pages/feed-page.tsx');
    expect(missing).not.toContain('src/i18n/ar.json?feed');
  });
});
