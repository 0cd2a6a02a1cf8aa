import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { CLAIM_MESSAGE_MAX } from '@tabarru/contract/claims';

import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useLanguage } from '../../hooks/use-language';
import { formatNumber } from '../../lib/format';
import { keepFocusInside } from '../../lib/focus-trap';

/**
 * The modal of the claim button: an optional note to the donor, then Send or Cancel. It opens
 * with the note focused and closes on Cancel, Escape or a click beside it, except while sending.
 */
export function ClaimDialog({
  sending,
  onSend,
  onClose,
}: {
  sending: boolean;
  onSend: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [message, setMessage] = useState('');
  const titleId = useId();
  const leadId = useId();
  const messageId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest values for the document listeners, which are added once.
  const state = useRef({ sending, onClose });
  useEffect(() => {
    state.current = { sending, onClose };
  });

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    node.querySelector<HTMLElement>('textarea')?.focus();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!state.current.sending) state.current.onClose();
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
    };
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sending) onSend(message);
  }

  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-stone-900/50 p-4"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget && !sending) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={leadId}
        className="w-full max-w-md rounded-xl bg-white p-6 text-start shadow-2xl"
      >
        <h2 id={titleId} className="text-xl font-bold text-stone-900">
          {t('claims.dialog.title')}
        </h2>
        <p id={leadId} className="mt-2 text-stone-700">
          {t('claims.dialog.lead')}
        </p>
        <form className="mt-4 space-y-5" onSubmit={handleSubmit} noValidate>
          <Field
            id={messageId}
            label={t('claims.dialog.message')}
            error={undefined}
            hint={t('claims.dialog.count', {
              count: formatNumber(message.length, language),
              max: formatNumber(CLAIM_MESSAGE_MAX, language),
            })}
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                dir="auto"
                maxLength={CLAIM_MESSAGE_MAX}
                placeholder={t('claims.dialog.placeholder')}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                disabled={sending}
              />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="neutral" onClick={onClose} disabled={sending}>
              {t('claims.dialog.cancel')}
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? t('claims.dialog.sending') : t('claims.dialog.send')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
