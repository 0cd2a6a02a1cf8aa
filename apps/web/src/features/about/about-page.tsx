import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../app/shell/use-document-title';
import { useLanguage } from '../../app/shell/use-language';
import { TEAM } from './team';

export function AboutPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useDocumentTitle(t('about.title'));

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t('about.heading')}</h1>
      <p className="mt-4 max-w-3xl text-lg text-stone-700">{t('about.lead')}</p>
      <section aria-labelledby="mission" className="mt-10 rounded-xl bg-sand-50 p-6">
        <h2 id="mission" className="text-xl font-bold text-brand-900">
          {t('about.missionHeading')}
        </h2>
        <p className="mt-2 text-stone-800">{t('about.mission')}</p>
      </section>
      <section aria-labelledby="team" className="mt-12">
        <h2 id="team" className="text-2xl font-bold">
          {t('about.teamHeading')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TEAM.map((member) => (
            <li
              key={member.profile}
              data-testid="team-card"
              className="flex flex-col rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
              >
                {member.name[language].charAt(0)}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{member.name[language]}</h3>
              <p className="text-stone-700">{t(member.role)}</p>
              <a
                href={member.profile}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('about.profileLink', { name: member.name[language] })}
                className="mt-4 font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t('about.profileLinkText')}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export { AboutPage as Component };
