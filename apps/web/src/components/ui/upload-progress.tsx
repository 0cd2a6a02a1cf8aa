import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../hooks/use-language';
import { formatNumber } from '../../lib/format';

/** How much of a form's photos has gone while it is sent, as a bar and a spoken percentage. */
export function UploadProgress({ percent }: { percent: number }) {
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
