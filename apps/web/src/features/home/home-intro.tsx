import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import { paths } from '../../lib/paths';
import { GivingIllustration } from './giving-illustration';

export function HomeIntro() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  return (
    <section className="relative overflow-hidden bg-linear-to-b from-brand-50 via-brand-50/60 to-stone-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-[3fr_2fr] md:py-24">
        <div>
          <p className="inline-flex rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-brand-900">
            {t('home.eyebrow')}
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-bold text-balance text-stone-900 md:text-5xl">
            {t('home.heading')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone-700">{t('home.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={localHref(paths.registration)}
              className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              {t('home.cta')}
            </Link>
            <Link
              to={localHref(paths.feed)}
              className="rounded-lg border border-brand-700 bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t('home.browse')}
            </Link>
          </div>
        </div>
        <GivingIllustration className="mx-auto hidden w-full max-w-sm md:block" />
      </div>
    </section>
  );
}
