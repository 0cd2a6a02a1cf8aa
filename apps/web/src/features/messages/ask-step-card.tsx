import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { askStepSentence, askStepWords, type AskStepMessage } from './ask-step';

/**
 * A step of an ask for the thread's item (asked, promised, a time picked, collected...), on the
 * side of the member who took it like a message: what happened in a sentence of the page's
 * language from the viewer's side, the note or the reason the member wrote in their own
 * direction, and the way to the item's page, where the pickup is answered. An item no longer
 * shown to the viewer has no link.
 */
export function AskStepCard({
  message,
  own,
  partnerName,
  footer,
}: {
  message: AskStepMessage;
  own: boolean;
  partnerName: string;
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const words = askStepWords(message);
  return (
    <li className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
      <div className="w-full max-w-[85%] rounded-2xl border border-brand-200 bg-brand-50 px-3.5 py-2.5 text-stone-900 shadow-xs sm:max-w-[70%]">
        <p className="font-semibold break-words">
          <Trans
            i18nKey={askStepSentence(message.ask.event, own)}
            values={{ name: partnerName }}
            components={{ name: <bdi /> }}
          />
        </p>
        {words !== null && (
          <figure className="mt-2 rounded-lg bg-white px-3 py-2 text-stone-800">
            <figcaption className="text-sm font-semibold text-stone-700">
              {message.ask.event === 'promise_withdrawn'
                ? t('messages.ask.reason')
                : t('messages.ask.note')}
            </figcaption>
            <blockquote dir="auto" className="mt-1 text-start break-words whitespace-pre-wrap">
              {words}
            </blockquote>
          </figure>
        )}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3">
          {message.post_id !== null && (
            <Link
              to={localHref(paths.post, { id: message.post_id })}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {t('messages.ask.open')}
            </Link>
          )}
          <div className="ms-auto flex items-center gap-1.5 text-xs text-stone-600">{footer}</div>
        </div>
      </div>
    </li>
  );
}
