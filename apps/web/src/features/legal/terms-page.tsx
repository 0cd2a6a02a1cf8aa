import { useTranslation } from 'react-i18next';

import { LegalDocumentPage } from './legal-document';

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalDocumentPage
      document="terms"
      sections={[
        { heading: t('terms.useHeading'), paragraphs: [t('terms.use')] },
        { heading: t('terms.accountsHeading'), paragraphs: [t('terms.accounts')] },
        { heading: t('terms.propertyHeading'), paragraphs: [t('terms.property')] },
        { heading: t('terms.terminationHeading'), paragraphs: [t('terms.termination')] },
        { heading: t('terms.liabilityHeading'), paragraphs: [t('terms.liability')] },
        { heading: t('terms.changesHeading'), paragraphs: [t('terms.changes')] },
        { heading: t('terms.contactHeading'), paragraphs: [t('terms.contact')] },
      ]}
    />
  );
}

export { TermsPage as Component };
