import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloseButtonProps } from 'react-toastify';

import { TOAST_AUTO_CLOSE_MS } from '@tabarru/contract/constants';

import { useLanguage } from '../../hooks/use-language';
import { subscribeToToastRequests, toastsRequested } from '../../lib/toast';

const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

/** The library's close button, named in the page's language (its own says 'close'). */
function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('toasts.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The toast corner (top right, spec 000 §9); mounted with the first toast, see lib/toast. Every
 * name a screen reader hears comes from the catalogs: the region, the close button, and no
 * progress bar (the library names it 'notification timer' in English only).
 */
export function Toasts() {
  const { t } = useTranslation();
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
        aria-label={t('toasts.region')}
        closeButton={ToastCloseButton}
        hideProgressBar
      />
    </Suspense>
  );
}
