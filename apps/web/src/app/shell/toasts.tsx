import { lazy, Suspense, useSyncExternalStore } from 'react';

import { TOAST_AUTO_CLOSE_MS } from '@tabarru/contract/constants';

import { useLanguage } from '../../hooks/use-language';
import { subscribeToToastRequests, toastsRequested } from '../../lib/toast';

const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

/** The toast corner (top right, spec 000 §9); mounted with the first toast, see lib/toast. */
export function Toasts() {
  const { language } = useLanguage();
  const wanted = useSyncExternalStore(subscribeToToastRequests, toastsRequested, toastsRequested);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        rtl={language === 'ar'}
        newestOnTop
        theme="light"
      />
    </Suspense>
  );
}
