import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useTranslation } from '../../i18n/use-translation';
import { signInHref } from '../../lib/return-to';
import { subscribeToRefusals } from '../../lib/session';
import { showToast } from '../../lib/toast';
import type { CatalogKey } from '../../i18n/i18n';

/**
 * When the API refuses the session on a page for members or administrators (the account was deleted
 * or its role taken away, or it signed out everywhere), the page says `says` and goes to the login
 * page of its language, which brings the member back after signing in. Nothing when `says` is
 * undefined: other pages go to the login page on their next request for members.
 */
export function useSignInAgainWhenRefused(says: CatalogKey | undefined): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // The latest page for the listener, which is added once.
  const current = useRef({ location, says, t });
  useEffect(() => {
    current.current = { location, says, t };
  });

  useEffect(
    () =>
      subscribeToRefusals(() => {
        const { location: page, says: text, t: translate } = current.current;
        if (text === undefined) return;
        showToast('error', translate(text));
        void navigate(signInHref(page.pathname, page.search), { replace: true });
      }),
    [navigate],
  );
}
