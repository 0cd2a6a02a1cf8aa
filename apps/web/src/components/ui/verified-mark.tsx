import { useTranslation } from '../../i18n/use-translation';
import { LineIcon } from './line-icon';

/**
 * The "Verified organisation" mark: a badge with its words and a check, so it is never told by
 * its colour alone. An organisation's page, its application and its needs carry it.
 */
export function VerifiedMark({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border border-brand-700 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ${className}`}
    >
      <LineIcon className="size-4 shrink-0">
        <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6Z" />
        <path d="m8.5 12 2.5 2.5 4.5-5" />
      </LineIcon>
      {t('organisations.verifiedMark')}
    </span>
  );
}
