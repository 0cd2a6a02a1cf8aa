import type { ReactNode } from 'react';

import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { initialOf } from '../../lib/format';
import { TEAM } from './team';

/** About: the mission, the app layer's account of the site's `impact`, and the team. */
export function AboutPage({ impact }: { impact?: ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useDocumentTitle(t('about.title'));

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
      <PageTitle>{t('about.heading')}</PageTitle>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-stone-700">{t('about.lead')}</p>
      <section aria-labelledby="mission" className="mt-10 rounded-2xl bg-sand-50 p-6 md:p-8">
        <h2 id="mission" className="text-xl font-bold text-brand-900">
          {t('about.missionHeading')}
        </h2>
        <p className="mt-2 leading-relaxed text-stone-800">{t('about.mission')}</p>
      </section>
      {impact}
      <section aria-labelledby="team" className="mt-12">
        <h2 id="team" className="text-2xl font-bold text-stone-900">
          {t('about.teamHeading')}
        </h2>
        <p className="mt-2 text-stone-700">{t('about.teamLead')}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TEAM.map((member) => {
            const name = member.name[language];
            return (
              <li
                key={member.profile}
                className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
              >
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
                >
                  {initialOf(name)}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-stone-900">{name}</h3>
                <p className="text-stone-700">{t(member.role)}</p>
                <a
                  href={member.profile}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('about.profileLink', { name })}
                  className="mt-4 inline-flex items-center gap-1 self-start rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {t('about.profileLinkText')}
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-4 rtl:-scale-x-100"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M8 4h8v8M16 4 5 15" strokeLinecap="round" />
                  </svg>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
