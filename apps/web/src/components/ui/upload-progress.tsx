import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';

/**
 * How much of a form's photos has gone while it is sent, as a bar and a spoken percentage,
 * beside its submit button.
 */
export function FormUploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className="flex items-center gap-2">
      <progress max={100} value={percent} aria-label={t('upload.label')} className="h-2 w-40" />
      <span role="status">
        {t('upload.progress', { percent: formatNumber(percent, language) })}
      </span>
    </div>
  );
}

/**
 * How much of one photo has gone, under its thumbnail. Not spoken as it moves: the form's
 * progress beside the submit button is.
 */
export function PhotoUploadProgress({ percent, label }: { percent: number; label: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className="flex items-center gap-1.5 text-xs font-semibold text-stone-700">
      <progress max={100} value={percent} aria-label={label} className="h-1.5 min-w-0 flex-1" />
      <span>{t('upload.photoPercent', { percent: formatNumber(percent, language) })}</span>
    </div>
  );
}
