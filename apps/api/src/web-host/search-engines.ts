import { LANGUAGES } from '@tabarru/contract/constants';
import {
  pathInLanguage,
  PRIVATE_PAGES,
  PUBLIC_STATIC_PAGES,
  WEB_PATHS,
} from '@tabarru/contract/web-paths';

import type { SitemapContent } from '../modules/previews/service';
import { escapeHtml } from './page-head';

interface SitemapPage {
  /** the path without the language prefix */
  path: string;
  /** YYYY-MM-DD of the last change, when known */
  lastModified?: string;
}

/** One <url> per language, each naming the page in both languages (hreflang). */
function entries(webUrl: string, page: SitemapPage): string[] {
  const addressIn = (language: (typeof LANGUAGES)[number]) =>
    escapeHtml(`${webUrl}${pathInLanguage(page.path, language)}`);
  const alternates = [
    ...LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${addressIn(language)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${addressIn('en')}"/>`,
  ].join('');
  const lastModified = page.lastModified ? `<lastmod>${page.lastModified}</lastmod>` : '';
  return LANGUAGES.map(
    (language) => `<url><loc>${addressIn(language)}</loc>${lastModified}${alternates}</url>`,
  );
}

/**
 * /sitemap.xml: the public static pages, the posts anyone can take and the coming events, each
 * in English and Arabic, at `webUrl`.
 */
export function renderSitemap(webUrl: string, content: SitemapContent): string {
  const pages: SitemapPage[] = [
    ...PUBLIC_STATIC_PAGES.map((page) => ({ path: WEB_PATHS[page] })),
    ...content.posts.map((post) => ({
      path: WEB_PATHS.post.replace(':id', String(post.id)),
      lastModified: post.updated_at.slice(0, 10),
    })),
    ...content.events.map((event) => ({
      path: WEB_PATHS.event.replace(':id', String(event.id)),
      lastModified: event.created_at.slice(0, 10),
    })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => entries(webUrl, page)),
    '</urlset>',
    '',
  ].join('\n');
}

/** What a private page's path starts with: '/dm/:userId' → '/dm/'. */
const prefixOf = (pattern: string) => pattern.replace(/:\w+.*$/, '');

/** /robots.txt: crawlers keep out of members' and administrators' pages, and find the sitemap. */
export function renderRobots(webUrl: string): string {
  const prefixes = PRIVATE_PAGES.map((page) => prefixOf(WEB_PATHS[page]));
  return [
    'User-agent: *',
    ...prefixes.flatMap((prefix) => [
      `Disallow: ${prefix}`,
      `Disallow: ${pathInLanguage(prefix, 'ar')}`,
    ]),
    'Allow: /',
    '',
    `Sitemap: ${webUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
