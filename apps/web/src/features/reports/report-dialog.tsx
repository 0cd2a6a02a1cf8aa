import { useId, useState, type FormEvent, type RefObject } from 'react';

import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '@tabarru/contract/moderation';

import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Sheet } from '../../components/ui/sheet';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';

/**
 * The sheet of the report button: a reason from the list and an optional note, then Send or
 * Cancel. It opens on the first reason and closes on Cancel, its close button, Escape or a tap
 * beside it, except while sending; the focus goes back to `trigger`. A note over the limit says
 * so under it, as does the note the API found too long (`rejectedNote`) while it is unchanged.
 */
export function ReportDialog({
  sending,
  rejectedNote,
  onSend,
  onClose,
  trigger,
}: {
  sending: boolean;
  rejectedNote: string | null;
  onSend: (report: { reason: ReportReason; note: string }) => void;
  onClose: () => void;
  trigger: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const noteId = useId();
  const reasonErrorId = useId();

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
    <Sheet
      title={t('reports.dialog.title')}
      description={t('reports.dialog.lead')}
      onClose={onClose}
      dismissible={!sending}
      returnFocus={trigger}
    >
      <form className="space-y-5" onSubmit={handleSubmit} noValidate>
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
          error={
            note.length > REPORT_NOTE_MAX || note === rejectedNote
              ? t('reports.dialog.noteTooLong', { max: formatNumber(REPORT_NOTE_MAX, language) })
              : undefined
          }
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
        <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
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
    </Sheet>
  );
}
