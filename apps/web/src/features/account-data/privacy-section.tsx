import { useId, type ReactNode } from 'react';

import { useTranslation } from '../../i18n/use-translation';
import { DeleteAccount } from './delete-account';
import { DownloadData } from './download-data';

/**
 * "Privacy and your data" on the member's own profile (as the Privacy Policy and the
 * Terms promise): `blockedMembers`, which the app layer gives it, then the download of their
 * data and the deletion of their account.
 */
export function PrivacySection({ blockedMembers }: { blockedMembers: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {t('accountData.heading')}
        </h2>
        <p className="mt-1 text-stone-700">{t('accountData.lead')}</p>
      </div>
      {blockedMembers}
      <DownloadData />
      <DeleteAccount />
    </section>
  );
}
