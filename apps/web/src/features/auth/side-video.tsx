import { useId } from 'react';

import { BackgroundVideo } from '../../components/ui/background-video';
import { LineIcon } from '../../components/ui/line-icon';
import { useTranslation } from '../../i18n/use-translation';

const POINTS = [
  {
    text: 'auth.register.pointGive',
    icon: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />,
  },
  {
    text: 'auth.register.pointAsk',
    icon: (
      <path d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v7a2.5 2.5 0 0 1-2.5 2.5H10l-4 4v-4h.5A2.5 2.5 0 0 1 4 13.5Z" />
    ),
  },
  {
    text: 'auth.register.pointRate',
    icon: <path d="m12 4 2.4 4.9 5.4.8-3.9 3.8.9 5.4L12 16.4l-4.8 2.5.9-5.4-3.9-3.8 5.4-.8Z" />,
  },
] as const;

/**
 * Beside the registration form on medium and larger screens: the decorative loop the earlier
 * product showed there, above what members do here, so the column says something.
 */
export function SideVideo() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className="hidden overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm md:block"
    >
      <BackgroundVideo
        name="registration-loop"
        width={480}
        height={640}
        className="aspect-[4/3] w-full object-[50%_70%]"
      />
      <div className="p-6 lg:p-8">
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {t('auth.register.pointsHeading')}
        </h2>
        <ul className="mt-5 space-y-4">
          {POINTS.map((point) => (
            <li key={point.text} className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
                <LineIcon className="size-5">{point.icon}</LineIcon>
              </span>
              <span className="pt-2 text-stone-700">{t(point.text)}</span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
