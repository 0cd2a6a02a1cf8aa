import type { Language } from './constants';

/**
 * Every page of the web app, written once as a router pattern: the web app declares its routes and
 * builds its links from it, and the web host writes the heads, the sitemap and robots.txt from it.
 * Arabic pages are the same patterns under /ar.
 */
export const WEB_PATHS = {
  home: '/',
  homeAlias: '/home',
  feed: '/feed',
  about: '/about',
  createPost: '/create_post',
  editPost: '/edit_post/:id',
  post: '/posts/:id',
  myPosts: '/myposts',
  profile: '/profile',
  profileSecurity: '/profile/security',
  confirmEmail: '/confirm-email',
  undoEmailChange: '/email-change-undo',
  user: '/user/:userId',
  login: '/authentication/login',
  registration: '/authentication/registration',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  privacy: '/Privacy-Policy',
  terms: '/terms',
  contact: '/contact',
  events: '/events',
  event: '/events/:id',
  messages: '/messages',
  directMessage: '/dm/:userId',
  myClaims: '/myclaims',
  myRequests: '/myrequests',
  myAsks: '/myasks',
  notifications: '/notifications',
  notificationSettings: '/notifications/settings',
  unsubscribe: '/unsubscribe',
  savedSearches: '/saved-searches',
  createWanted: '/wanted/new',
  editWanted: '/wanted/:id/edit',
  admin: '/admin',
  adminPosts: '/admin/posts',
  adminUsers: '/admin/users',
  adminEvents: '/admin/events',
  adminBanner: '/admin/banner',
  adminCreateEvent: '/admin/create-event',
  adminFlagged: '/admin/flagged',
  adminContactMessages: '/admin/contact-messages',
  adminAuditLog: '/admin/audit-log',
  adminOrganisations: '/admin/organisations',
  /** a member's application for their account to be an organisation's, and where it stands */
  organisation: '/organisation',
  /** a verified organisation's public page */
  organisationPage: '/organisations/:id',
  /** a verified organisation asks for a number of items by a day */
  createNeed: '/needs/new',
  /** a campaign by season, with its progress per governorate */
  campaign: '/campaigns/:id',
  /** a verified organisation or an administrator starts a campaign */
  createCampaign: '/campaigns/new',
  notAuthorized: '/not-authorized',
} as const satisfies Record<string, `/${string}`>;

export type WebPage = keyof typeof WEB_PATHS;

/** The pages without parameters that search engines should find: the sitemap lists them. */
export const PUBLIC_STATIC_PAGES = [
  'home',
  'feed',
  'events',
  'about',
  'privacy',
  'terms',
  'contact',
] as const satisfies readonly WebPage[];
export type PublicStaticPage = (typeof PUBLIC_STATIC_PAGES)[number];

/**
 * Every page anyone may open and search engines may show, in either language: each names its
 * own address (canonical) and its twin in the other language (alternate, hreflang).
 */
export const INDEXED_PAGES = [
  ...PUBLIC_STATIC_PAGES,
  'post',
  'event',
  'user',
] as const satisfies readonly WebPage[];
export type IndexedPage = (typeof INDEXED_PAGES)[number];

/** The pages of one member or of administrators, and the account forms: robots.txt disallows them. */
export const PRIVATE_PAGES = [
  'createPost',
  'editPost',
  'myPosts',
  'profile',
  'profileSecurity',
  'confirmEmail',
  'undoEmailChange',
  'login',
  'registration',
  'forgotPassword',
  'resetPassword',
  'messages',
  'directMessage',
  'myClaims',
  'myRequests',
  'myAsks',
  'notifications',
  'notificationSettings',
  'unsubscribe',
  'savedSearches',
  'createWanted',
  'editWanted',
  'organisation',
  'createNeed',
  'createCampaign',
  'admin',
  'notAuthorized',
] as const satisfies readonly WebPage[];

const ARABIC_PREFIX = /^\/ar(?=\/|$)/i;

/** A path as it appears in the other language: '/about' → '/ar/about', '/' → '/ar'. */
export function pathInLanguage(bare: string, language: Language): string {
  if (language === 'en') return bare;
  return bare === '/' ? '/ar' : `/ar${bare}`;
}

/** An indexed page at an address: which one, in which language, and its path without /ar. */
export interface IndexedPageAddress {
  page: IndexedPage;
  language: Language;
  /** the canonical path without the language prefix, spelled as the table spells it */
  path: string;
  /** the values of the pattern's parameters, as the address gives them */
  params: Record<string, string>;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return undefined;
  }
  return params;
}

/**
 * The indexed page a pathname shows, or undefined: pages match regardless of case and of a
 * trailing slash, as the web app's routes do, and /home is the home page.
 */
export function indexedPageAt(pathname: string): IndexedPageAddress | undefined {
  const language: Language = ARABIC_PREFIX.test(pathname) ? 'ar' : 'en';
  const segments = pathname.replace(ARABIC_PREFIX, '').split('/').filter(Boolean);
  if (matchPattern(WEB_PATHS.homeAlias, segments)) {
    return { page: 'home', language, path: WEB_PATHS.home, params: {} };
  }
  for (const page of INDEXED_PAGES) {
    const pattern = WEB_PATHS[page];
    const params = matchPattern(pattern, segments);
    if (!params) continue;
    const path = pattern.replace(/:(\w+)/g, (_placeholder, name: string) => params[name] ?? '');
    return { page, language, path, params };
  }
  return undefined;
}
