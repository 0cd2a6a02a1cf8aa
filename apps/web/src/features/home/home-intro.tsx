import { HOME_HERO_LOOP } from '@tabarru/contract/home-hero';

import { BackgroundVideo } from '../../components/ui/background-video';
import { ButtonLink } from '../../components/ui/button';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { GivingIllustration } from './giving-illustration';

/**
 * The intro over the first background video, with the sign-up call to action. Members, who cannot
 * register again, are invited to post something instead.
 */
export function HomeIntro() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  return (
    <section className="relative isolate overflow-hidden bg-brand-50">
      <BackgroundVideo
        name={HOME_HERO_LOOP}
        width={960}
        height={540}
        className="absolute inset-0 -z-20 size-full"
      />
      <div className="absolute inset-0 -z-10 bg-linear-to-b from-brand-50/90 via-brand-50/75 to-stone-50/95" />
      <div className="page-container grid items-center gap-10 py-14 md:grid-cols-[3fr_2fr] md:py-24">
        <div>
          <p className="inline-flex rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-brand-900">
            {t('home.eyebrow')}
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-bold text-balance text-stone-900 md:text-5xl">
            {t('home.heading')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone-800">{t('home.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={localHref(signedIn ? paths.createPost : paths.registration)} size="lg">
              {t(signedIn ? 'home.ctaMember' : 'home.cta')}
            </ButtonLink>
            <ButtonLink to={localHref(paths.feed)} variant="secondary" size="lg">
              {t('home.browse')}
            </ButtonLink>
          </div>
        </div>
        <GivingIllustration className="mx-auto hidden w-full max-w-sm md:block" />
      </div>
    </section>
  );
}
