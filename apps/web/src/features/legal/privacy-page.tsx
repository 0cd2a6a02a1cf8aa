import { useTranslation } from '../../i18n/use-translation';
import { LegalContact } from './legal-contact';
import { PRIVACY_EMAIL, PRIVACY_UPDATED } from './legal-data';
import { LegalDocument } from './legal-document';

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      title={t('privacy.title')}
      updated={PRIVACY_UPDATED}
      intro={t('privacy.intro')}
      sections={[
        {
          id: 'collected',
          heading: t('privacy.collectedHeading'),
          paragraphs: [t('privacy.collectedIdentity'), t('privacy.collectedUsage')],
        },
        { id: 'use', heading: t('privacy.useHeading'), paragraphs: [t('privacy.use')] },
        { id: 'sharing', heading: t('privacy.sharingHeading'), paragraphs: [t('privacy.sharing')] },
        {
          id: 'rights',
          heading: t('privacy.rightsHeading'),
          paragraphs: [t('privacy.rights'), t('privacy.blocking')],
        },
        { id: 'changes', heading: t('privacy.changesHeading'), paragraphs: [t('privacy.changes')] },
        {
          id: 'contact',
          heading: t('privacy.contactHeading'),
          paragraphs: [
            <LegalContact key="contact" i18nKey="privacy.contact" email={PRIVACY_EMAIL} />,
          ],
        },
      ]}
    />
  );
}

export { PrivacyPage as Component };
