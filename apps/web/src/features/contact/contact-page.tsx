import { FormSection } from '../../components/ui/form-section';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTranslation } from '../../i18n/use-translation';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.title'));
  return (
    <FormSection heading={t('contact.title')} lead={t('contact.lead')} width="medium">
      <ContactForm />
    </FormSection>
  );
}

export { ContactPage as Component };
