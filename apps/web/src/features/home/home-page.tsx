import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useDocumentTitle } from '../../app/shell/use-document-title';
import { useLanguage } from '../../app/shell/use-language';
import { paths } from '../../lib/paths';

const STEPS = [
  { title: 'home.stepPostTitle', text: 'home.stepPostText' },
  { title: 'home.stepClaimTitle', text: 'home.stepClaimText' },
  { title: 'home.stepRateTitle', text: 'home.stepRateText' },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  useDocumentTitle(t('home.title'));

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-stone-50">
        <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700">{t('home.eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold leading-tight text-stone-900 md:text-5xl">
            {t('home.heading')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-stone-700">{t('home.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={to(paths.registration)}
              className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              {t('home.cta')}
            </Link>
            <Link
              to={to(paths.feed)}
              className="rounded-lg border border-brand-700 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t('home.browse')}
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="how-it-works" className="text-2xl font-bold">
          {t('home.stepsHeading')}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <span className="flex size-9 items-center justify-center rounded-full bg-sand-100 font-bold text-brand-800">
                {(index + 1).toLocaleString()}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(step.title)}</h3>
              <p className="mt-2 text-stone-700">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

export { HomePage as Component };
