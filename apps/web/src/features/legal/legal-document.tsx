import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../app/shell/use-document-title';

type LegalDocument = 'privacy' | 'terms';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** A policy page: a title, its date, an introduction and numbered sections. */
export function LegalDocumentPage({
  document,
  sections,
}: {
  document: LegalDocument;
  sections: LegalSection[];
}) {
  const { t } = useTranslation();
  const title = t(`${document}.title`);
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-sm text-stone-600">{t(`${document}.updated`)}</p>
      <p className="mt-6 text-lg text-stone-700">{t(`${document}.intro`)}</p>
      <ol className="mt-8 list-decimal space-y-8 ps-6 marker:font-bold marker:text-brand-700">
        {sections.map((section) => (
          <li key={section.heading}>
            <section>
              <h2 className="text-xl font-bold">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-2 leading-relaxed text-stone-800">
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
