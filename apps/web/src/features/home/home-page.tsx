import type { ReactNode } from 'react';

import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTranslation } from '../../i18n/use-translation';
import { HomeIntro } from './home-intro';
import { HomeStats } from './home-stats';
import { HowItWorks } from './how-it-works';

/**
 * Home: the intro with the call to action over one background video, the counters over the other,
 * the `campaigns` running now and the site's `impact` the app layer gives it, and how the product
 * works.
 */
export function HomePage({ impact, campaigns }: { impact?: ReactNode; campaigns?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <HomeIntro />
      <HomeStats />
      {campaigns}
      {impact}
      <HowItWorks />
    </>
  );
}
