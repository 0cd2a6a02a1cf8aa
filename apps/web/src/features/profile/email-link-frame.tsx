import type { ReactNode } from 'react';

import { ERROR_CODES } from '@tabarru/contract/errors';

import { PageTitle } from '../../components/ui/page-title';
import type { TFunction } from '../../i18n/i18n';
import { errorText, refusalCode } from '../../lib/error-keys';

export const LINK_CLASS = 'font-semibold text-brand-800 underline underline-offset-4';

/**
 * The page a mailed link of an email change opens (no sign-in needed): its token is in the
 * address, so no page it links to may learn it, and the page is nobody's to index.
 */
export function EmailLinkFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <meta name="referrer" content="no-referrer" />
      <meta name="robots" content="noindex" />
      <PageTitle className="mb-6">{title}</PageTitle>
      {children}
    </div>
  );
}

/** What an email change's link page says when its call fails. */
export function emailLinkFailureText(error: unknown, t: TFunction): string {
  // Said in the words of this page: the registration's "already exists" would not explain it.
  if (refusalCode(error) === ERROR_CODES.emailTaken) return t('emailChange.emailTaken');
  return errorText(error, t);
}
