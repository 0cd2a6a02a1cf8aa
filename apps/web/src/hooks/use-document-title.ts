import { useEffect } from 'react';

import { useTranslation } from '../i18n/use-translation';

/** Sets the tab title to "<page> | Tabarru" in the page's language. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('app.pageTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
