import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '@tabarru/contract/moderation';

import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { keepFocusInside } from '../../lib/focus-trap';

/**
 * The report's dialog: a reason from the list and an optional note, then Send or Cancel. On a
 * phone it rises from the bottom of the screen; it opens on the first reason and closes on
 * Cancel, Escape or a tap beside it, except while sending.
 */
export function ReportDialog({
  sending,
  onSend,
  onClose,
}: {
  sending: boolean;
  onSend: (report: { reason: ReportReason; note: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const titleId = useId();
  const leadId = useId();
  const noteId = useId();
  const reasonErrorId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest values for the document listeners, which are added once.
  const state = useRef({ sending, onClose });
  useEffect(() => {
    state.current = { sending, onClose };
  });

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    node.querySelector<HTMLElement>('input')?.focus();
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
    if (sending) return;
    if (reason === null) {
      setMissingReason(true);
      return;
    }
    onSend({ reason, note });
  }

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-stone-900/50 sm:items-center sm:p-4"
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
        className="max-h-[90dvh] w-full overflow-y-auto rounded-t-2xl bg-white px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-start shadow-2xl sm:max-w-md sm:rounded-2xl sm:p-6"
      >
        <h2 id={titleId} className="text-xl font-bold text-stone-900">
          {t('reports.dialog.title')}
        </h2>
        <p id={leadId} className="mt-2 text-stone-700">
          {t('reports.dialog.lead')}
        </p>
        <form className="mt-4 space-y-5" onSubmit={handleSubmit} noValidate>
          <fieldset aria-describedby={missingReason ? reasonErrorId : undefined}>
            <legend className="font-semibold text-stone-900">{t('reports.dialog.reason')}</legend>
            <div className="mt-2 space-y-1">
              {REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-50"
                >
                  <input
                    type="radio"
                    name="report-reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      setMissingReason(false);
                    }}
                    disabled={sending}
                    className="size-5 accent-brand-700"
                  />
                  <span className="text-stone-900">{t(`reports.reasons.${value}`)}</span>
                </label>
              ))}
            </div>
            {missingReason && (
              <p id={reasonErrorId} className="mt-1.5 text-sm font-semibold text-red-700">
                {t('reports.dialog.reasonRequired')}
              </p>
            )}
          </fieldset>
          <Field
            id={noteId}
            label={t('reports.dialog.note')}
            error={undefined}
            limit={{ length: note.length, max: REPORT_NOTE_MAX }}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                dir="auto"
                value={note}
                onChange={(event) => setNote(event.target.value)}
                disabled={sending}
              />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="neutral" onClick={onClose} disabled={sending}>
              {t('reports.dialog.cancel')}
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={sending || note.length > REPORT_NOTE_MAX}
            >
              {sending ? t('reports.dialog.sending') : t('reports.dialog.send')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
