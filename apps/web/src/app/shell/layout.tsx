import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';

import { AppInstallNotices } from '../../features/app-install/app-install-notices';
import { AnnouncementBanner } from '../../features/banner/announcement-banner';
import { useTranslation } from '../../i18n/use-translation';
import { subscribeToToastRequests, toastsRequested } from '../../lib/toast';
import { Footer } from './footer';
import { GiveAction, showsFloatingGive } from './give-action';
import { NavigationProgress } from './navigation-progress';
import { Navbar } from './navbar';
import { useAddressLinks } from './use-address-links';
import { useScrollRestoration } from './use-scroll-restoration';

// The toast corner comes in its own chunk with the first toast, as its library does (lib/toast).
const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

/** The page shell around every page (header, banner, footer), in both languages. */
export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const toasts = useSyncExternalStore(subscribeToToastRequests, toastsRequested, toastsRequested);
  useAddressLinks();
  useScrollRestoration();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-60"
      >
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <AnnouncementBanner />
      <Navbar />
      <AppInstallNotices />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {/* Room under the footer on a phone, so the floating Give never covers its last line. */}
      <div className={showsFloatingGive(pathname) ? 'pb-20 lg:pb-0' : undefined}>
        <Footer />
      </div>
      <GiveAction placement="floating" />
      {toasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </div>
  );
}
