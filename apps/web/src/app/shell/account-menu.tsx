import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import { useTranslation } from '../../i18n/use-translation';
import { initialOf } from '../../lib/format';
import type { SessionUser } from '../../lib/session';
import { AccountLinks } from './account-links';
import { CountBadge } from './count-badge';
import { notificationTotal, type NotificationCounts } from './use-notification-counts';

/**
 * The avatar button of the bar and the menu it opens (a disclosure: a real button with
 * aria-expanded, its links in the Tab order). It closes on Escape, a click outside, or when
 * the page changes.
 */
export function AccountMenu({
  user,
  counts,
}: {
  user: SessionUser | null;
  counts: NotificationCounts;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const total = notificationTotal(counts);

  const close = useCallback((returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    const node = container.current;
    if (!open || !node) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !node.contains(event.target)) close(false);
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    const handleFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !node.contains(event.relatedTarget)) close(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    node.addEventListener('focusout', handleFocusOut);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
      node.removeEventListener('focusout', handleFocusOut);
    };
  }, [open, close]);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="relative flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white uppercase shadow-sm hover:bg-brand-800"
      >
        <span aria-hidden="true">{initialOf(user?.username ?? '')}</span>
        <span className="sr-only">
          {user ? t('nav.accountMenu', { username: user.username }) : t('nav.accountMenuFallback')}
        </span>
        {total > 0 && ' '}
        {total > 0 && (
          <span className="absolute -end-1 -top-1 flex">
            <CountBadge count={total} label={t('nav.notifications', { count: total })} />
          </span>
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-full z-40 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-2 shadow-xl"
      >
        <AccountLinks user={user} counts={counts} onNavigate={() => close(false)} />
      </div>
    </div>
  );
}
