import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import { useTranslation } from '../../i18n/use-translation';
import { keepFocusInside } from '../../lib/focus-trap';
import { LineIcon } from './line-icon';

/**
 * A modal for a short task: a sheet risen from the bottom of a phone, a centred dialog from
 * 640 px up. It has its heading and a close button; Escape, the close button and a tap beside
 * it close it (not while `dismissible` is false, e.g. while sending); Tab stays inside; the
 * page behind does not scroll; on closing, the focus goes back where it was when it opened.
 * It slides in only for visitors who did not ask for less motion. Rendered into the body, so
 * no sticky or stacked parent clips it.
 */
export function Sheet({
  title,
  description,
  onClose,
  dismissible = true,
  initialFocus,
  returnFocus,
  children,
}: {
  title: string;
  /** a sentence under the title, read with it */
  description?: string;
  onClose: () => void;
  dismissible?: boolean;
  /** what has the focus when it opens; the first control otherwise */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * where the focus goes back on closing, by default what had it when the sheet opened (a
   * button a click did not focus, as in Safari, is better named here)
   */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest values for the effect of opening, which runs once.
  const state = useRef({ dismissible, onClose, initialFocus, returnFocus });
  useEffect(() => {
    state.current = { dismissible, onClose, initialFocus, returnFocus };
  });

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      state.current.initialFocus?.current ??
      node.querySelector<HTMLElement>('input, textarea, select') ??
      node.querySelector<HTMLElement>('button');
    first?.focus();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (state.current.dismissible) state.current.onClose();
      } else if (event.key === 'Tab') {
        keepFocusInside(event, node);
      }
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', handleKeyDown);
      const opener = state.current.returnFocus?.current ?? active;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-stone-900/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none sm:items-center sm:p-4"
      onPointerDown={(event) => {
        if (event.target !== event.currentTarget || !dismissible) return;
        // No mousedown follows, so the focus given back is not moved to the body after it.
        event.preventDefault();
        onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className="max-h-[90dvh] w-full overflow-y-auto rounded-t-2xl bg-white px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-start shadow-2xl transition-transform duration-200 ease-out starting:translate-y-full motion-reduce:transition-none sm:max-w-md sm:rounded-2xl sm:p-6 sm:starting:translate-y-4"
      >
        <div
          aria-hidden="true"
          className="mx-auto mb-2 h-1.5 w-10 rounded-full bg-stone-300 sm:hidden"
        />
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="pt-1.5 text-xl font-bold text-stone-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            disabled={!dismissible}
            aria-label={t('sheet.close')}
            className="-me-2 shrink-0 rounded-lg p-2.5 text-stone-700 hover:bg-stone-100 disabled:opacity-50"
          >
            <LineIcon className="size-6">
              <path d="M6 6l12 12M18 6L6 18" />
            </LineIcon>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="mt-1 text-stone-700">
            {description}
          </p>
        )}
        <div className="mt-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
