import { Link } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';

/** The way from the profile to the notification settings. */
export function NotificationSettingsLink() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  return (
    <section className="rounded-xl border border-stone-200 p-4">
      <Link
        to={localHref(paths.notificationSettings)}
        className="text-lg font-bold text-brand-800 underline underline-offset-4"
      >
        {t('notificationSettings.profileLink')}
      </Link>
      <p className="mt-1 text-stone-700">{t('notificationSettings.profileLinkHint')}</p>
    </section>
  );
}
