import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../hooks/use-document-title';
import { HomeIntro } from './home-intro';
import { HowItWorks } from './how-it-works';

/**
 * Home (spec 000 §2.3). The background videos and the counters of a later milestone go into
 * the intro and between the two sections.
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <HomeIntro />
      <HowItWorks />
    </>
  );
}

export { HomePage as Component };
