import { useId } from 'react';
import { Link } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths, PROFILE_TAB_PARAM } from '../../lib/paths';

/** The way from the Security page to the password form, on the profile's Edit tab. */
export function ChangePasswordLink() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const headingId = useId();
  const editTab = `${localHref(paths.profile)}?${new URLSearchParams({ [PROFILE_TAB_PARAM]: 'edit' })}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t('security.password.heading')}
      </h2>
      <p className="text-stone-700">{t('security.password.lead')}</p>
      <Link
        to={editTab}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
      >
        {t('security.password.link')}
      </Link>
    </section>
  );
}
