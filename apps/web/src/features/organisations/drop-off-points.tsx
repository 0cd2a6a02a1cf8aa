import type { DropOffPointReply } from '@tabarru/contract/organisations';

import { LineIcon } from '../../components/ui/line-icon';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';

/**
 * On an organisation's page: where people may bring what it accepts, and when, each point's
 * place, address and opening hours in the page's language. Nothing when it listed none.
 */
export function DropOffPoints({ points }: { points: readonly DropOffPointReply[] }) {
  const { t } = useTranslation();
  if (points.length === 0) return null;
  return (
    <section aria-labelledby="organisation-drop-off" className="mt-8">
      <h2 id="organisation-drop-off" className="text-xl font-bold text-stone-900">
        {t('organisations.page.dropOffHeading')}
      </h2>
      <ul className="mt-3 space-y-3">
        {points.map((point) => (
          <li key={point.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs">
            <DropOffPointDetails point={point} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A drop-off point's place, address and opening hours in the page's language. */
export function DropOffPointDetails({ point }: { point: DropOffPointReply }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const inLanguage = (en: string, ar: string) => (language === 'ar' ? ar : en);
  return (
    <>
      <p className="font-semibold text-stone-900">
        {inLanguage(point.place.name_en, point.place.name_ar)}
      </p>
      <p className="mt-1 flex items-start gap-2 break-words text-stone-800">
        <LineIcon className="mt-0.5 size-4 shrink-0 text-stone-500">
          <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </LineIcon>
        <span>
          <span className="sr-only">{t('organisations.page.dropOffAddress')} </span>
          {inLanguage(point.address_en, point.address_ar)}
        </span>
      </p>
      <p className="mt-1 flex items-start gap-2 break-words text-stone-700">
        <LineIcon className="mt-0.5 size-4 shrink-0 text-stone-500">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </LineIcon>
        <span>
          <span className="sr-only">{t('organisations.page.dropOffHours')} </span>
          {inLanguage(point.hours_en, point.hours_ar)}
        </span>
      </p>
    </>
  );
}
