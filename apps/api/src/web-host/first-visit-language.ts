import {
  LANGUAGE_CHOICE_COOKIE,
  LANGUAGE_CHOICE_HOST_COOKIE,
  type Language,
} from '@tabarru/contract/constants';

/**
 * Crawlers and link-preview fetchers by their user agents: they must read `/` as it is, in
 * English, with its links to the Arabic page. Apps' own browsers (WhatsApp's, Facebook's) are
 * people and are not matched: only the apps' fetchers are.
 */
const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebookcatalog|^whatsapp\/|skypeuripreview|embedly|quora link preview|pinterest|vkshare|w3c_validator|lighthouse/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent === '' || CRAWLER.test(userAgent);
}

/**
 * The language a person picked with the language button, remembered in its cookie: the
 * `__Host-` one first, which only a secure page of this host can have set, then the plain one.
 */
export function chosenLanguage(cookieHeader: string | undefined): Language | undefined {
  const languages = new Map<string, Language>();
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name = '', value] = pair.split('=').map((part) => part.trim());
    if (value === 'ar' || value === 'en') languages.set(name, value);
  }
  return languages.get(LANGUAGE_CHOICE_HOST_COOKIE) ?? languages.get(LANGUAGE_CHOICE_COOKIE);
}

interface LanguageRange {
  primary: 'en' | 'ar' | '*';
  weight: number;
  position: number;
}

function rangesOf(acceptLanguage: string): LanguageRange[] {
  return acceptLanguage.split(',').flatMap((range, position) => {
    const [tag = '', ...parameters] = range.split(';').map((part) => part.trim());
    const primary = tag.toLowerCase().split('-')[0];
    if (primary !== 'en' && primary !== 'ar' && primary !== '*') return [];
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return Number.isFinite(weight) && weight > 0 ? [{ primary, weight, position }] : [];
  });
}

/**
 * Which of English and Arabic an Accept-Language header prefers: the one of higher weight, by
 * any region ('ar-JO' is Arabic), a named language before '*' (English, the default), the
 * earlier on a tie; undefined when it names neither.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language | undefined {
  const [best] = rangesOf(acceptLanguage ?? '').sort(
    (a, b) =>
      b.weight - a.weight ||
      Number(a.primary === '*') - Number(b.primary === '*') ||
      a.position - b.position,
  );
  if (!best) return undefined;
  return best.primary === 'ar' ? 'ar' : 'en';
}

export interface FirstVisitRequest {
  cookie?: string;
  acceptLanguage?: string;
  userAgent?: string;
}

/**
 * Whether a visit to `/` goes to the Arabic home page (`/ar`): when the language button last
 * chose Arabic, or, with no choice remembered, when the browser prefers Arabic. Never for
 * crawlers. Only `/` asks, and `/ar` never sends back, so no visit goes round in circles.
 */
export function opensInArabic(request: FirstVisitRequest): boolean {
  if (isCrawler(request.userAgent)) return false;
  const chosen = chosenLanguage(request.cookie);
  if (chosen) return chosen === 'ar';
  return preferredLanguage(request.acceptLanguage) === 'ar';
}
