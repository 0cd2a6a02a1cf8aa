/** When the policies last changed; the pages show it in the reader's calendar and language. */
export const PRIVACY_UPDATED = '2026-11-25';
export const TERMS_UPDATED = '2026-11-25';

export const PRIVACY_EMAIL = 'privacy@tabarru.jo';
export const SUPPORT_EMAIL = 'support@tabarru.jo';
