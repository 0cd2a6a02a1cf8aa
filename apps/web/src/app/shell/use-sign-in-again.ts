import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';

import { useTranslation } from '../../i18n/use-translation';
import { signInHref } from '../../lib/return-to';
import { subscribeToRefusals } from '../../lib/session';
import { showToast } from '../../lib/toast';
import type { CatalogKey } from '../../i18n/i18n';
import { refusedSessionText } from '../access';

/**
 * When the API refuses the session on a page for members or administrators (the account was deleted
 * or its role taken away, or it signed out everywhere), the page goes to the login page of its
 * language, which brings the member back after signing in: a missing or invalid token goes to the
 * login page, on its next request.
 */
export function useSignInAgainWhenRefused(): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  // The latest page for the listener, which is added once.
  const current = useRef<{ location: typeof location; says?: CatalogKey; t: typeof t }>({
    location,
    t,
  });
  useEffect(() => {
    const says = matches
      .map((match) => refusedSessionText(match.handle))
      .findLast((key) => key !== undefined);
    current.current = { location, says, t };
  });

  useEffect(
    () =>
      subscribeToRefusals(() => {
        const { location: page, says, t: translate } = current.current;
        if (says === undefined) return;
        showToast('error', translate(says));
        void navigate(signInHref(page.pathname, page.search), { replace: true });
      }),
    [navigate],
  );
}
