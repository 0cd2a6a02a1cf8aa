import { useTranslation } from 'react-i18next';

import { LegalDocumentPage } from './legal-document';

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalDocumentPage
      document="privacy"
      sections={[
        {
          heading: t('privacy.collectedHeading'),
          paragraphs: [t('privacy.collectedIdentity'), t('privacy.collectedUsage')],
        },
        { heading: t('privacy.useHeading'), paragraphs: [t('privacy.use')] },
        { heading: t('privacy.sharingHeading'), paragraphs: [t('privacy.sharing')] },
        { heading: t('privacy.rightsHeading'), paragraphs: [t('privacy.rights')] },
        { heading: t('privacy.changesHeading'), paragraphs: [t('privacy.changes')] },
        { heading: t('privacy.contactHeading'), paragraphs: [t('privacy.contact')] },
      ]}
    />
  );
}

export { PrivacyPage as Component };
