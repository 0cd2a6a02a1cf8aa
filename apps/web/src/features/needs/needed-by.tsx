import { useState } from 'react';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { ammanDayText } from '../../lib/amman-days';

/** The day a need's items are needed by (YYYY-MM-DD on Amman's clock), in the page's language. */
export function NeededBy({ deadline, className }: { deadline: string; className: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [now] = useState(() => new Date());
  return (
    <p className={className}>
      <time dateTime={deadline}>
        {t('needs.neededBy', { date: ammanDayText(deadline, language, now) })}
      </time>
    </p>
  );
}
