import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import { LineIcon } from '../../components/ui/line-icon';
import { useSession } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';

const MenuButtonBadge = lazy(() =>
  import('./menu-button-badge').then((module) => ({ default: module.MenuButtonBadge })),
);

// The menu itself comes in its own chunk when first opened: most visits never open it.
const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel').then((module) => ({ default: module.MobileMenuPanel })),
);

/**
 * The button of the slide-out menu of narrow screens (mobile-menu-panel.tsx). On a phone the
 * avatar is folded into the menu, so its button carries the avatar's badge.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { status } = useSession();
  const { pathname } = useLocation();
  // Remembering the page it was opened on closes the menu whenever the page changes.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpenOn(null);
    toggle.current?.focus();
  }, []);

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="relative rounded-lg p-2 text-stone-800 hover:bg-stone-100"
      >
        <LineIcon className="size-6">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </LineIcon>
        <span className="sr-only">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        {status === 'signedIn' && (
          <Suspense fallback={null}>
            <MenuButtonBadge />
          </Suspense>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            id={panelId}
            toggle={toggle}
            onClose={close}
            onFollowLink={() => setOpenOn(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
