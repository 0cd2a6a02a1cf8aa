import { feedSearchOf } from '@tabarru/contract/feed-search';
import { SEARCH_ALERTS_PER_DAY, type SavedSearch } from '@tabarru/contract/saved-searches';

import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LineIcon } from '../../components/ui/line-icon';
import { ListRow, RowList } from '../../components/ui/list-row';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageTitle } from '../../components/ui/page-title';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { formatDate, formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { placeNameIn } from '../../lib/places';
import { showToast } from '../../lib/toast';
import { useDeleteSavedSearch, useSavedSearches } from './api/saved-searches';

function SearchIcon() {
  return (
    <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-800">
      <LineIcon className="size-6">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </LineIcon>
    </span>
  );
}

/**
 * The member's saved searches: each opens the feed with its filters (near its place, within its
 * distance), and can be deleted at once; the page says how alerts come and how many searches
 * are kept.
 */
export function Component() {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  useDocumentTitle(t('savedSearches.title'));
  const searches = useSavedSearches();
  const deletion = useDeleteSavedSearch();

  const nameOf = (search: SavedSearch) =>
    search.q ? `“${search.q}”` : t('savedSearches.anyWords');
  const feedHref = (search: SavedSearch) =>
    `${localHref(paths.feed)}${feedSearchOf({ ...search, place: search.place?.id })}`;

  async function handleDelete(id: number) {
    try {
      await deletion.mutateAsync(id);
      showToast('success', t('savedSearches.deleted'));
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'savedSearches.deleteFailed' }));
    }
  }

  const feedLink = (
    <ButtonLink to={localHref(paths.feed)}>{t('savedSearches.searchFeed')}</ButtonLink>
  );
  let body;
  if (searches.isPending) {
    body = <SkeletonRows label={t('savedSearches.loading')} count={3} />;
  } else if (searches.isError) {
    body = (
      <LoadFailed
        text={t('savedSearches.loadFailed')}
        retryLabel={t('savedSearches.tryAgain')}
        onRetry={() => void searches.refetch()}
      />
    );
  } else if (searches.data.savedSearches.length === 0) {
    body = <EmptyState text={t('savedSearches.empty')} action={feedLink} />;
  } else {
    const { savedSearches, max } = searches.data;
    body = (
      <>
        <p className="mb-3 text-sm text-stone-600">
          {t('savedSearches.count', {
            shown: formatNumber(savedSearches.length, language),
            max: formatNumber(max, language),
          })}
        </p>
        <RowList>
          {savedSearches.map((search) => (
            <ListRow
              key={search.id}
              media={<SearchIcon />}
              title={nameOf(search)}
              href={feedHref(search)}
              headingLevel={2}
              detail={
                <>
                  <span>
                    {search.category
                      ? t(`posts.categories.${search.category}`)
                      : t('savedSearches.allCategories')}
                  </span>
                  {(search.region !== null || search.place === null) && (
                    <span>
                      {search.region
                        ? t(`posts.regions.${search.region}`)
                        : t('savedSearches.allRegions')}
                    </span>
                  )}
                  {search.place !== null && search.within_km !== null && (
                    <span>
                      {t('savedSearches.withinOf', {
                        distance: formatNumber(search.within_km, language),
                        place: placeNameIn(search.place, language),
                      })}
                    </span>
                  )}
                  <span>
                    {t('savedSearches.savedOn', {
                      date: formatDate(search.created_at, language, { dateStyle: 'medium' }),
                    })}
                  </span>
                </>
              }
              actions={
                <Button
                  variant="danger"
                  size="sm"
                  className="min-h-11"
                  onClick={() => void handleDelete(search.id)}
                  disabled={deletion.isPending}
                  aria-label={t('savedSearches.deleteLabel', { name: nameOf(search) })}
                >
                  {t('savedSearches.delete')}
                </Button>
              }
            />
          ))}
        </RowList>
      </>
    );
  }

  return (
    <div className="page-container py-8 md:py-12">
      <div className="mx-auto max-w-4xl">
        <PageTitle>{t('savedSearches.heading')}</PageTitle>
        <p className="mt-2 text-stone-700">
          {t('savedSearches.lead', { perDay: formatNumber(SEARCH_ALERTS_PER_DAY, language) })}
        </p>
        <div className="mt-6 md:mt-8">{body}</div>
      </div>
    </div>
  );
}
