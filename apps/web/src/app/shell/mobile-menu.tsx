import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { paths } from '../../lib/paths';
import { MAIN_LINKS } from './main-links';
import { useLanguage } from './use-language';

/** The slide-out menu of small screens: closes on its button, a click outside, Escape, or navigation. */
export function MobileMenu() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const { pathname } = useLocation();
  // Remembering the page it was opened on closes the menu whenever the page changes.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const handlePointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) setOpenOn(null);
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        toggle.current?.focus();
      }
    };
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="rounded-md p-2 text-stone-700 hover:bg-stone-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
      </button>
      {open && <div aria-hidden="true" className="fixed inset-0 z-40 bg-stone-900/40" />}
      <div
        ref={panel}
        id={panelId}
        role="dialog"
        aria-modal="false"
        aria-label={t('nav.mobileMenu')}
        hidden={!open}
        className="fixed inset-y-0 end-0 z-50 w-72 max-w-[85vw] bg-white p-4 shadow-xl"
      >
        <div className="flex justify-end">
          <button
            type="button"
            aria-label={t('nav.closeMenu')}
            onClick={() => {
              setOpenOn(null);
              toggle.current?.focus();
            }}
            className="rounded-md p-2 text-stone-700 hover:bg-stone-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <ul className="mt-2 flex flex-col gap-1">
          {MAIN_LINKS.map((link) => (
            <li key={link.path}>
              <Link
                to={to(link.path)}
                className="block rounded-md px-3 py-2 font-semibold text-stone-800 hover:bg-brand-50"
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-2 border-t border-stone-200 pt-4">
          <Link
            to={to(paths.login)}
            className="rounded-md px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('nav.login')}
          </Link>
          <Link
            to={to(paths.registration)}
            className="rounded-md bg-brand-700 px-3 py-2 text-center font-semibold text-white hover:bg-brand-800"
          >
            {t('nav.register')}
          </Link>
        </div>
      </div>
    </div>
  );
}
