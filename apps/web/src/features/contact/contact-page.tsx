import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../app/shell/use-document-title';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.title'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t('contact.title')}</h1>
      <p className="mt-3 text-stone-700">{t('contact.lead')}</p>
      <ContactForm />
    </div>
  );
}

export { ContactPage as Component };
