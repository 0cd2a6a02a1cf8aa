import { Link } from 'react-router';

import { VerifiedMark } from '../../components/ui/verified-mark';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useOrganisationsNear, type GiverChoice } from './api/organisations-near';
import { DropOffPointDetails } from './drop-off-points';

/**
 * In the give form, once the item's category is chosen: "or give it to an organisation near
 * you", the verified organisations that accept it, nearest first (by the place chosen, else the
 * governorate), each with its nearest drop-off point and how far it is. Nothing while none
 * accepts it, or while they cannot be read: posting is whole without them.
 */
export function OrganisationsNear(choice: GiverChoice) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const near = useOrganisationsNear(choice);
  const organisations = near.data?.organisations ?? [];
  if (organisations.length === 0) return null;
  return (
    <section
      aria-labelledby="organisations-near"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <h2 id="organisations-near" className="text-lg font-bold text-stone-900">
        {t('organisations.near.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {t('organisations.near.lead', {
          category: t(`posts.categories.${choice.category}`),
        })}
      </p>
      <ul className="mt-4 space-y-3">
        {organisations.map((organisation) => (
          <li
            key={organisation.id}
            className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link
                to={localHref(paths.organisationPage, { id: organisation.id })}
                target="_blank"
                className="inline-flex min-h-11 items-center font-semibold break-words text-brand-800 underline underline-offset-4"
              >
                <bdi>{language === 'ar' ? organisation.name_ar : organisation.name_en}</bdi>
                <span className="sr-only"> {t('organisations.near.newTab')}</span>
              </Link>
              <VerifiedMark />
            </div>
            {organisation.distance_km !== null && (
              <p className="mt-1 text-sm text-stone-700">
                {t('organisations.near.distance', {
                  distance: formatNumber(Math.max(1, organisation.distance_km), language),
                })}
              </p>
            )}
            {organisation.nearest_point ? (
              <div className="mt-2">
                <DropOffPointDetails point={organisation.nearest_point} />
              </div>
            ) : (
              <p className="mt-2 text-sm text-stone-700">{t('organisations.near.noPoint')}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
