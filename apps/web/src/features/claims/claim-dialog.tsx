import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';

import { CLAIM_MESSAGE_MAX } from '@tabarru/contract/claims';

import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Sheet } from '../../components/ui/sheet';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { directionOf } from '../../lib/language';

/**
 * The sheet of the claim button: an optional note to the donor, then Send or Cancel. It opens
 * with the note focused and closes on Cancel, its close button, Escape or a tap beside it,
 * except while sending; the focus goes back to `trigger`.
 */
export function ClaimDialog({
  sending,
  onSend,
  onClose,
  trigger,
}: {
  sending: boolean;
  onSend: (message: string) => void;
  onClose: () => void;
  trigger: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [message, setMessage] = useState('');
  const messageId = useId();
  const note = useRef<HTMLTextAreaElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sending) onSend(message);
  }

  return (
    <Sheet
      title={t('claims.dialog.title')}
      description={t('claims.dialog.lead')}
      onClose={onClose}
      dismissible={!sending}
      initialFocus={note}
      returnFocus={trigger}
    >
      <form className="space-y-5" onSubmit={handleSubmit} noValidate>
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
              ref={note}
              rows={4}
              // Empty, it takes the page's direction, so an Arabic placeholder reads right to left
              // (auto would see no letters and lay it out left to right); typed, the note's own.
              dir={message === '' ? directionOf(language) : 'auto'}
              maxLength={CLAIM_MESSAGE_MAX}
              placeholder={t('claims.dialog.placeholder')}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              disabled={sending}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          <Button variant="neutral" onClick={onClose} disabled={sending}>
            {t('claims.dialog.cancel')}
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? t('claims.dialog.sending') : t('claims.dialog.send')}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
