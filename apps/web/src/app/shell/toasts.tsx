import { useEffect, useState } from 'react';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';

import { TOAST_AUTO_CLOSE_MS } from '@tabarru/contract/constants';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';

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

/** Space between the bottom of the header and the first toast. */
const GAP_BELOW_HEADER_PX = 8;

/**
 * Where the sticky header ends on the screen now: lower while the banner above it is in view,
 * at its own height once the banner has scrolled away. Measured again on scroll and resize, at
 * most once a frame, and kept only when it moved.
 */
function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setBottom(Math.max(0, Math.round(header.getBoundingClientRect().bottom)));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return bottom;
}

/**
 * The toast corner (top right), just below the header, so a toast never covers the header's menu
 * and account buttons or the banner's close button above it; the layout mounts it with the first
 * toast, see lib/toast. Every name a screen reader hears comes from the catalogs: the region, the close
 * button, and no progress bar (the library names it 'notification timer' in English only).
 */
export function Toasts() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const headerBottom = useHeaderBottom();
  return (
    <ToastContainer
      position="top-right"
      style={{ top: headerBottom + GAP_BELOW_HEADER_PX }}
      autoClose={TOAST_AUTO_CLOSE_MS}
      rtl={language === 'ar'}
      newestOnTop
      theme="light"
      aria-label={t('toasts.region')}
      closeButton={ToastCloseButton}
      hideProgressBar
    />
  );
}
