import type { ReactNode, Ref } from 'react';
import { Link, useLocation } from 'react-router';

import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { signInHref } from '../../lib/return-to';
import { ClaimsNav } from './claims-nav';

/** No member to show claims to: a visitor, or a session the API no longer knows (401). */
export function isSignedOut(userId: number | undefined, error: unknown): boolean {
  return userId === undefined || (error instanceof ApiError && error.status === 401);
}

/**
 * The frame of both claims pages: the nav between them, the title and its lead. A visitor, or a
 * member whose session the API no longer knows (`signedOut`), is asked to sign in instead ('Please
 * login to view claims.'; docs/decisions.md, /myclaims), and comes back here after.
 */
export function ClaimsPageFrame({
  title,
  lead,
  signedOut,
  titleRef,
  before,
  children,
}: {
  title: string;
  lead: string;
  signedOut: boolean;
  /** what the page shows above its list (the prompts to rate, composed by the app) */
  before?: ReactNode;
  /** where the focus can go when what it was on leaves the page (an answered claim) */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  useDocumentTitle(title);
  return (
    <div className="page-container py-8 md:py-12">
      <div className="max-w-3xl">
        <ClaimsNav />
        <PageTitle ref={titleRef} tabIndex={-1} className="focus:outline-none">
          {title}
        </PageTitle>
        {signedOut ? (
          <div className="mt-6 rounded-2xl bg-sand-50 px-5 py-4 text-stone-800">
            <p className="font-semibold">{t('claims.pending.loginRequired')}</p>
            <Link
              to={signInHref(pathname, search)}
              className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            >
              {t('claims.pending.login')}
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-2 text-stone-700">{lead}</p>
            <div className="mt-6">
              {before}
              {children}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
