import type { ReactNode } from 'react';

import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: ReactNode[];
}

/** A policy page: its title, the date of its last change, an introduction, numbered sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <PageTitle>{title}</PageTitle>
      <p className="mt-2 text-sm text-stone-600">
        {t('legal.updated', { date: formatDate(updated, language) })}
      </p>
      <p className="mt-6 text-lg leading-relaxed text-stone-700">{intro}</p>
      <ol className="mt-10 list-decimal space-y-8 ps-6 marker:font-bold marker:text-brand-700">
        {sections.map((section) => (
          <li key={section.id} className="ps-1">
            <section aria-labelledby={`section-${section.id}`}>
              <h2 id={`section-${section.id}`} className="text-xl font-bold text-stone-900">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph, index) => (
                <p key={index} className="mt-2 leading-relaxed text-stone-800">
                  {paragraph}
                </p>
              ))}
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}
