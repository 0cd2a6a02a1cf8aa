import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import {
  criteriaOfFilters,
  feedSearchOf,
  type SearchCriteria,
} from '@tabarru/contract/feed-search';

import { LineIcon } from '../../components/ui/line-icon';
import { useSession } from '../../hooks/use-session';
import { errorText } from '../../lib/error-keys';
import { signInHref } from '../../lib/return-to';
import { showToast } from '../../lib/toast';
import { useSaveSearch } from './api/saved-searches';

/**
 * Alert me (issue 20): saves the feed's words, category and region, so the member hears of new
 * posts that match. A visitor is sent to sign in and back to this feed as it is filtered; with
 * nothing chosen the member is told what to choose first.
 */
export function AlertMeButton({ filters }: { filters: SearchCriteria }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const save = useSaveSearch();
  const criteria = criteriaOfFilters(filters);

  async function handleClick() {
    if (status !== 'signedIn') {
      showToast('info', t('savedSearches.signInToSave'));
      void navigate(signInHref(pathname, feedSearchOf(criteria)));
      return;
    }
    if (Object.keys(criteria).length === 0) {
      showToast('error', t('savedSearches.errors.SAVED_SEARCH_EMPTY'));
      return;
    }
    try {
      const reply = await save.mutateAsync(criteria);
      showToast('success', t(reply.created ? 'savedSearches.saved' : 'savedSearches.alreadySaved'));
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'savedSearches.saveFailed' }));
    }
  }

  return (
    <button
      type="button"
      onClick={() => void handleClick()}
      disabled={save.isPending}
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
