import {
  LANGUAGE_CHOICE_COOKIE,
  LANGUAGE_CHOICE_HOST_COOKIE,
  type Language,
} from '@tabarru/contract/constants';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const ATTRIBUTES = '; Path=/; SameSite=Lax';

/**
 * Remembers the language picked with the language button for a year: the web host reads it
 * when / is opened again, and opens that language rather than the browser's (decisions.md).
 * A secure context keeps it under the `__Host-` name, which only a secure page of this host can
 * set; elsewhere (http at a LAN address) it has the plain name. The other one is cleared, so the
 * two never disagree.
 */
export function rememberLanguageChoice(language: Language): void {
  if (window.isSecureContext) {
    document.cookie = `${LANGUAGE_CHOICE_HOST_COOKIE}=${language}${ATTRIBUTES}; Max-Age=${ONE_YEAR_SECONDS}; Secure`;
    // Safari keeps no Secure cookie on http://localhost, a secure context all the same.
    if (document.cookie.split('; ').includes(`${LANGUAGE_CHOICE_HOST_COOKIE}=${language}`)) {
      document.cookie = `${LANGUAGE_CHOICE_COOKIE}=${ATTRIBUTES}; Max-Age=0`;
      return;
    }
  }
  document.cookie = `${LANGUAGE_CHOICE_COOKIE}=${language}${ATTRIBUTES}; Max-Age=${ONE_YEAR_SECONDS}`;
  // So an earlier `__Host-` choice cannot win over this one, wherever the browser lets it go.
  document.cookie = `${LANGUAGE_CHOICE_HOST_COOKIE}=${ATTRIBUTES}; Max-Age=0; Secure`;
}
