import { useEffect, useId, useRef, type RefObject } from 'react';
import { NavLink } from 'react-router';

import { LineIcon } from '../../components/ui/line-icon';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { keepFocusInside } from '../../lib/focus-trap';
import { AccountActions } from './account-actions';
import { GiveAction } from './give-action';
import { MAIN_LINKS } from './main-links';

interface MobileMenuPanelProps {
  id: string;
  /** The menu's button, which a click on does not count as outside the menu. */
  toggle: RefObject<HTMLButtonElement | null>;
  /** Closes the menu and puts focus back on its button. */
  onClose: () => void;
  /** Closes the menu as one of its links is followed. */
  onFollowLink: () => void;
}

/**
 * The slide-out menu of narrow screens, shown while open: Give first, then the pages to explore,
 * then the member's own (or Login and Register). It comes in from the end side of the reading
 * direction and closes on its close button, a click outside it, Escape, or a link.
 */
export function MobileMenuPanel({ id, toggle, onClose, onFollowLink }: MobileMenuPanelProps) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    node.querySelector<HTMLElement>('button')?.focus();
    const handlePointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || node.contains(target) || toggle.current?.contains(target)) {
        return;
      }
      onClose();
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab') {
        keepFocusInside(event, node);
      }
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [toggle, onClose]);

  return (
    <>
      <div
        aria-hidden="true"
        className="fixed inset-0 z-40 bg-stone-900/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none"
      />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="fixed inset-y-0 end-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-2xl transition-transform duration-200 ease-out starting:translate-x-full motion-reduce:transition-none rtl:starting:-translate-x-full"
      >
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="ps-3 text-lg font-bold text-stone-900">
            {t('nav.mobileMenu')}
          </h2>
          <button
            type="button"
            aria-label={t('nav.closeMenu')}
            onClick={onClose}
            className="rounded-lg p-2 text-stone-800 hover:bg-stone-100"
          >
            <LineIcon className="size-6">
              <path d="M6 6l12 12M18 6L6 18" />
            </LineIcon>
          </button>
        </div>
        <div className="mt-4">
          <GiveAction placement="menu" />
        </div>
        <h3 className="mt-5 ps-3 text-xs font-bold tracking-wide text-stone-600 uppercase">
          {t('nav.explore')}
        </h3>
        <ul className="mt-1 flex flex-col gap-1">
          {MAIN_LINKS.map((link) => (
            <li key={link.path}>
              <NavLink
                to={localHref(link.path)}
                end
                onClick={onFollowLink}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2.5 font-semibold ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-800 hover:bg-stone-100'}`
                }
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-5 border-t border-stone-200 pt-4">
          <h3 className="mb-1 ps-3 text-xs font-bold tracking-wide text-stone-600 uppercase">
            {t('nav.yourAccount')}
          </h3>
          <AccountActions layout="menu" />
        </div>
      </div>
    </>
  );
}
