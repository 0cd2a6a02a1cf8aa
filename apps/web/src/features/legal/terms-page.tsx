import { useTranslation } from '../../i18n/use-translation';
import { LegalContact } from './legal-contact';
import { SUPPORT_EMAIL, TERMS_UPDATED } from './legal-data';
import { LegalDocument } from './legal-document';

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      title={t('terms.title')}
      updated={TERMS_UPDATED}
      intro={t('terms.intro')}
      sections={[
        { id: 'use', heading: t('terms.useHeading'), paragraphs: [t('terms.use')] },
        { id: 'accounts', heading: t('terms.accountsHeading'), paragraphs: [t('terms.accounts')] },
        { id: 'property', heading: t('terms.propertyHeading'), paragraphs: [t('terms.property')] },
        {
          id: 'termination',
          heading: t('terms.terminationHeading'),
          paragraphs: [t('terms.termination')],
        },
        {
          id: 'liability',
          heading: t('terms.liabilityHeading'),
          paragraphs: [t('terms.liability')],
        },
        { id: 'changes', heading: t('terms.changesHeading'), paragraphs: [t('terms.changes')] },
        {
          id: 'contact',
          heading: t('terms.contactHeading'),
          paragraphs: [
            <LegalContact key="contact" i18nKey="terms.contact" email={SUPPORT_EMAIL} />,
          ],
        },
      ]}
    />
  );
}

export { TermsPage as Component };
