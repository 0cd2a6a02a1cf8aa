import { useId } from 'react';

import { Button } from '../../components/ui/button';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { showToast } from '../../lib/toast';
import { useDownloadMyData } from './api/download-data';

/** "Your data": what the download holds, and Download my data. */
export function DownloadData() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  const headingId = useId();

  function handleDownload() {
    download.mutate(undefined, {
      onSuccess: () => showToast('success', t('accountData.download.done')),
      onError: (error) =>
        showToast('error', errorText(error, t, { failed: 'accountData.download.failed' })),
    });
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-bold text-stone-900">
        {t('accountData.download.heading')}
      </h3>
      <p className="text-stone-700">{t('accountData.download.text')}</p>
      <Button variant="secondary" onClick={handleDownload} disabled={download.isPending}>
        {download.isPending
          ? t('accountData.download.downloading')
          : t('accountData.download.button')}
      </Button>
    </section>
  );
}
