import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../hooks/use-document-title';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.title'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 md:py-16">
      <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">{t('contact.title')}</h1>
      <p className="mt-3 text-lg leading-relaxed text-stone-700">{t('contact.lead')}</p>
      <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm md:p-8">
        <ContactForm />
      </div>
    </div>
  );
}

export { ContactPage as Component };
