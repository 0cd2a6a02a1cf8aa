import type { ReactNode } from 'react';

import type { ChatMessage } from '@tabarru/contract/messages';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { isAskStep } from './ask-step';
import { AskStepCard } from './ask-step-card';
import { messageClock } from './chat-time';
import { MessageTicks, statusKey } from './message-ticks';

/**
 * One message: the member's own on the end side in green with its ticks, the partner's on the start
 * side in grey. The text sets its own direction, so an Arabic message reads right to left on the
 * English page and an English one left to right on the Arabic page.
 */
export function MessageBubble({
  own,
  author,
  content,
  footer,
}: {
  own: boolean;
  /** who wrote it, for screen readers */
  author: string;
  content: string;
  footer: ReactNode;
}) {
  return (
    <li className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 shadow-xs sm:max-w-[70%] ${
          own
            ? 'rounded-ee-md bg-brand-100 text-stone-900'
            : 'rounded-es-md bg-stone-200 text-stone-900'
        }`}
      >
        <span className="sr-only">{author}: </span>
        <p dir="auto" className="text-start break-words whitespace-pre-wrap">
          {content}
        </p>
        <div className="mt-1 flex items-center justify-end gap-1.5 text-xs text-stone-600">
          {footer}
        </div>
      </div>
    </li>
  );
}

/** A stored message's time, and for the member's own its ticks (and its word when latest). */
function StoredFooter({
  message,
  own,
  latestOwn,
}: {
  message: ChatMessage;
  own: boolean;
  latestOwn: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <>
      <time dateTime={message.timestamp}>{messageClock(message.timestamp, language)}</time>
      {own && <MessageTicks status={message.status} />}
      {latestOwn && <span aria-hidden="true">{t(statusKey(message.status))}</span>}
    </>
  );
}

/**
 * A stored message in a thread with `partnerName`: what a member wrote as a bubble, a step of
 * an ask for the item as its card; either with its time and, for the member's own, its ticks.
 */
export function StoredMessage({
  message,
  own,
  partnerName,
  latestOwn,
}: {
  message: ChatMessage;
  own: boolean;
  partnerName: string;
  latestOwn: boolean;
}) {
  const { t } = useTranslation();
  const footer = <StoredFooter message={message} own={own} latestOwn={latestOwn} />;
  if (isAskStep(message)) {
    return <AskStepCard message={message} own={own} partnerName={partnerName} footer={footer} />;
  }
  return (
    <MessageBubble
      own={own}
      author={own ? t('messages.conversation.you') : partnerName}
      content={message.content}
      footer={footer}
    />
  );
}
