import { asciiDigits } from '@tabarru/contract/digits';
import { localJordanPhone } from '@tabarru/contract/phone';
import { phonesInText } from '@tabarru/contract/phones-in-text';

import { normalizeSearchText } from '../feed/search-text';
import { SCAM_PHRASES } from './blocklist-phrases';

/** What a post says: the texts a member writes and the contact phone it gives. */
export interface PostText {
  title: string;
  description: string;
  extras: string[];
  /** the post's own contact phone, 07XXXXXXXX */
  phone: string;
}

/** How much of a found link or number is kept to show the administrator. */
const MATCH_SHOWN_MAX = 60;

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/gu;
/** An address, a www. name, or a name under a top-level domain spam uses, with its path. */
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|xyz|top|ly|me|io|co|link|click|site|online|shop|store|app|gg)\b(?:\/\S*)?/giu;

/** A word boundary for Arabic: a phrase may follow و ف ب ل ك and ال, as Arabic attaches them. */
const ARABIC_PREFIXES = '(?:[\u0648\u0641\u0628\u0644\u0643]?(?:\u0627\u0644)?)';
const ARABIC = /\p{Script=Arabic}/u;

/** Lower case, Arabic letters unified, marks dropped, and anything but letters and digits a space. */
function wordsOf(text: string): string {
  return normalizeSearchText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const PHRASE_PATTERNS = SCAM_PHRASES.map((phrase) => {
  const words = wordsOf(phrase);
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const prefix = ARABIC.test(words) ? ARABIC_PREFIXES : '';
  return { phrase, pattern: new RegExp(`(?:^| )${prefix}${escaped}(?= |$)`, 'u') };
});

const shown = (text: string) => [...text.trim()].slice(0, MATCH_SHOWN_MAX).join('');

/**
 * What the blocklist finds in a post's text: links, phone numbers other than the
 * post's own contact phone, and known scam phrases in English and Arabic, each once, in the
 * order found. An empty list means nothing was found.
 */
export function blocklistMatches(post: PostText): string[] {
  const written = [post.title, post.description, ...post.extras].join('\n');
  const text = asciiDigits(written);
  const found = new Set<string>();
  const withoutEmails = text.replace(EMAIL, ' ');
  for (const [link] of withoutEmails.matchAll(LINK)) found.add(shown(link));
  // The numbers the preview hides too; those written to be dialled hold a post for review.
  for (const phone of phonesInText(written)) {
    if (phone.dialable && localJordanPhone(phone.digits) !== post.phone) {
      found.add(shown(asciiDigits(written.slice(phone.start, phone.end))));
    }
  }
  const words = wordsOf(text);
  for (const { phrase, pattern } of PHRASE_PATTERNS) {
    if (pattern.test(words)) found.add(phrase);
  }
  return [...found];
}

/** The stored JSON list of the blocklist's findings; none when unreadable or absent. */
export function blocklistMatchesOf(stored: string | null): string[] {
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
