import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';

const STEPS = [
  { title: 'home.stepPostTitle', text: 'home.stepPostText' },
  { title: 'home.stepClaimTitle', text: 'home.stepClaimText' },
  { title: 'home.stepRateTitle', text: 'home.stepRateText' },
] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <section aria-labelledby="how-it-works" className="page-container py-14">
      <h2 id="how-it-works" className="text-2xl font-bold text-stone-900">
        {t('home.stepsHeading')}
      </h2>
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
            >
              {formatNumber(index + 1, language)}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{t(step.title)}</h3>
            <p className="mt-2 leading-relaxed text-stone-700">{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
