import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';

import { TOAST_AUTO_CLOSE_MS } from '@tabarru/contract/constants';

import { switchLanguage } from '../../i18n/i18n';
import { directionOf } from '../../lib/language';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { StartScreen } from './start-screen';
import { useLanguage } from './use-language';

/** The page shell. The one place that sets <html lang dir> and switches the catalog. */
export function Layout() {
  const { language } = useLanguage();
  const { t, i18n } = useTranslation();
  const [switchFailed, setSwitchFailed] = useState(false);

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
    if (i18n.language !== language) {
      switchLanguage(i18n, language).catch(() => setSwitchFailed(true));
    }
  }, [language, i18n]);

  if (i18n.language !== language && !switchFailed) return <StartScreen language={language} />;

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50"
      >
        {t('app.skipToContent')}
      </a>
      <Navbar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        rtl={language === 'ar'}
        newestOnTop
      />
    </div>
  );
}
