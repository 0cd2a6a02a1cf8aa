import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { LineIcon } from '../../components/ui/line-icon';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { signInHref } from '../../lib/return-to';
import { showToast } from '../../lib/toast';
import type { FeedSearch } from './feed-search-to-save';

/**
 * Alert me: saves the feed's words, category and region, and the place it measures from with
 * its distance, so the member hears of new posts that match. A visitor is sent to sign in and
 * back to this feed as it is filtered; with nothing chosen the member is told what to choose
 * first. The saving, and what tells an empty search, load with the first click.
 */
export function AlertMeButton({ filters }: { filters: FeedSearch }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { status, user } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  async function handleClick() {
    if (status !== 'signedIn') {
      showToast('info', t('savedSearches.signInToSave'));
      void navigate(signInHref(pathname, search));
      return;
    }
    setSaving(true);
    try {
      const { saveFeedSearch } = await import('./save-feed-search');
      await saveFeedSearch(queryClient, user?.userId, filters, t, language);
    } catch (error) {
      // The chunk did not load (offline, a new deployment): the member may click again.
      showToast('error', t('savedSearches.saveFailed'));
      console.warn('alert me: the saving did not load', error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void handleClick()}
      disabled={saving}
      title={t('savedSearches.alertMeHint')}
      className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border border-brand-700 bg-white ps-3 pe-4 text-sm font-semibold whitespace-nowrap text-brand-800 shadow-xs hover:bg-brand-50 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700 disabled:opacity-60"
    >
      <LineIcon className="size-4">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </LineIcon>
      {t('savedSearches.alertMe')}
    </button>
  );
}
