import { useId, useState } from 'react';

import { ASK_NOTE_MAX } from '@tabarru/contract/pickups';

import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { directionOf } from '../../lib/language';
import { showToast } from '../../lib/toast';

/**
 * "I'd like this": one tap sends the ask. A short note to the donor waits, optional, behind a
 * disclosure before the button (so the note is written before the tap that sends it), and goes
 * with the ask when one was written.
 */
export function AskButton({
  lead,
  sending,
  onAsk,
}: {
  /** what asking means for this item: who decides, and whether the ask would wait in line */
  lead: string;
  sending: boolean;
  onAsk: (note: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [note, setNote] = useState('');
  const noteId = useId();
  const trimmed = note.trim();

  // The count under the note already says it is too long; the toast says why nothing was sent.
  function handleAsk() {
    if (trimmed.length > ASK_NOTE_MAX) {
      showToast(
        'error',
        t('pickups.ask.noteTooLong', { max: formatNumber(ASK_NOTE_MAX, language) }),
      );
      return;
    }
    onAsk(trimmed === '' ? undefined : trimmed);
  }

  return (
    <div className="space-y-3">
      <p className="text-stone-700">{lead}</p>
      <details>
        <summary className="cursor-pointer py-2.5 font-semibold text-brand-800">
          {t('pickups.ask.noteToggle')}
        </summary>
        <div className="mt-2">
          <Field
            id={noteId}
            label={t('pickups.ask.noteLabel')}
            error={undefined}
            limit={{ length: trimmed.length, max: ASK_NOTE_MAX }}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                // Empty, the page's direction lays the placeholder out; typed, the note's own.
                dir={note === '' ? directionOf(language) : 'auto'}
                placeholder={t('pickups.ask.notePlaceholder')}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                disabled={sending}
              />
            )}
          </Field>
        </div>
      </details>
      <Button
        size="lg"
        className="min-h-11 w-full sm:w-auto"
        disabled={sending}
        onClick={handleAsk}
      >
        {sending ? t('pickups.ask.sending') : t('pickups.ask.button')}
      </Button>
    </div>
  );
}
