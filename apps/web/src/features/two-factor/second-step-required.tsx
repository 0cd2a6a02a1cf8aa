import { useLocation, useNavigate } from 'react-router';

import { Button, ButtonLink } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { endSession } from '../../lib/end-session';
import { paths } from '../../lib/paths';
import { signInHref } from '../../lib/return-to';
import { showToast } from '../../lib/toast';

/**
 * What the admin area shows in place of a tool when the API keeps this session out of it for
 * want of two-step sign-in (a public site): the way to set it up on the Security page, or, when
 * it is on already, to sign out and in again with a code, which brings the member back here.
 * Loaded lazily by the admin gate (app/admin-gate.tsx).
 */
export default function SecondStepRequired() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(t('twoFactor.adminNotice.title'));

  function handleSignInAgain() {
    endSession();
    showToast('success', t('nav.signedOut'));
    void navigate(signInHref(pathname, search));
  }

  return (
    <div className="page-container py-8 md:py-12">
      <div className="mx-auto max-w-2xl space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-6">
        <PageTitle>{t('twoFactor.adminNotice.title')}</PageTitle>
        <p className="text-stone-800">{t('twoFactor.adminNotice.lead')}</p>
        <p className="text-stone-800">{t('twoFactor.adminNotice.alreadyOn')}</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={localHref(paths.profileSecurity)}>
            {t('twoFactor.adminNotice.toSecurity')}
          </ButtonLink>
          <Button variant="neutral" onClick={handleSignInAgain}>
            {t('twoFactor.adminNotice.signInAgain')}
          </Button>
        </div>
      </div>
    </div>
  );
}
