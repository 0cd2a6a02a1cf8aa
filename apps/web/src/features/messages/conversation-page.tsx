import {
  Fragment,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type UIEvent,
} from 'react';
import { Link } from 'react-router';

import type { Contact } from '@tabarru/contract/messages';

import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { errorText, refusalCode } from '../../lib/error-keys';
import { formatNumber, isolated } from '../../lib/format';
import { aboutItem, paths } from '../../lib/paths';
import { usePartnerThreads } from './api/get-contacts';
import { startsDay } from './chat-time';
import { Composer } from './composer';
import { DayDivider } from './day-divider';
import { MessageBubble, StoredMessage } from './message-bubble';
import { useConversation } from './use-conversation';

/** How close to the end a reader counts as at the end: new messages then scroll into view. */
const AT_END_PX = 80;

function Notice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-container py-8">
      <div className="mx-auto max-w-2xl">
        <PageTitle>{title}</PageTitle>
        {children}
      </div>
    </div>
  );
}

function BackToMessages() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  return (
    <Link
      to={localHref(paths.messages)}
      className="mt-6 inline-block font-semibold text-brand-800 underline"
    >
      {t('messages.conversation.backToMessages')}
    </Link>
  );
}

/** /dm/:userId of nobody: an id that names no member. */
export function ConversationNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('messages.conversation.notFound'));
  return <Notice title={t('messages.conversation.notFound')} />;
}

/**
 * The pair's other threads, a tap away: one link each, named by its item (or as the one about no
 * item), with its unread count; in one line that scrolls sideways on a phone.
 */
function OtherThreads({ threads, name }: { threads: Contact[]; name: string }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const labelId = useId();
  return (
    <nav
      aria-labelledby={labelId}
      data-other-threads
      className="mt-2 flex items-center gap-2 overflow-x-auto pb-1 text-sm"
    >
      <span id={labelId} className="shrink-0 text-stone-600">
        <Trans
          i18nKey="messages.conversation.otherThreads"
          values={{ name }}
          components={{ name: <bdi /> }}
        />
      </span>
      <ul className="flex gap-2">
        {threads.map((thread) => {
          const href = localHref(paths.directMessage, { userId: thread.id });
          const label =
            thread.post_id === null
              ? t('messages.conversation.noItemThread')
              : (thread.item?.title ?? t('messages.list.itemGone'));
          return (
            <li key={thread.post_id ?? 'none'} className="shrink-0">
              <Link
                to={thread.post_id === null ? href : aboutItem(href, thread.post_id)}
                className="flex min-h-11 max-w-56 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 font-semibold text-brand-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <span dir="auto" className="truncate">
                  {label}
                </span>
                {thread.unread_count > 0 && (
                  <span className="rounded-full bg-brand-700 px-2 text-xs leading-5 font-bold text-white">
                    <span aria-hidden="true">{formatNumber(thread.unread_count, language)}</span>
                    <span className="sr-only">
                      {t('messages.conversation.threadUnread', { count: thread.unread_count })}
                    </span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A thread with one member (/dm/:userId, `?post=` naming its item): the item it is about at the
 * top, the pair's other threads a tap away, the history, older pages loading at the top without
 * moving what is on screen, the partner's typing, and the composer fixed at the bottom.
 * `partnerName` is the member's name once known ('User {id}' until then).
 */
export function ConversationPage({
  partnerId,
  partnerName,
  partnerMissing,
  blockedNotice,
  threadPostId,
  item,
}: {
  partnerId: number;
  partnerName: string | undefined;
  /** the member does not exist (their profile answered 404) */
  partnerMissing: boolean;
  /** the viewer blocked the member: shown, with its way back, in place of the conversation */
  blockedNotice?: ReactNode;
  /** the item of the thread (`?post=`), null for the pair's thread about no item */
  threadPostId: number | null;
  /** what shows the thread's item under the title (its photo, title and link, what fits it) */
  item?: (postId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const userId = user?.userId;
  const name = partnerName ?? t('messages.conversation.fallbackName', { id: partnerId });
  useDocumentTitle(t('messages.conversation.title', { name }));
  const conversation = useConversation(userId, { partnerId, postId: threadPostId });
  const { history, messages, pending } = conversation;
  const otherThreads = (usePartnerThreads(userId, partnerId).data ?? []).filter(
    (thread) => thread.post_id !== threadPostId,
  );
  // Messages still being sent are written now: today's.
  const pendingSince = new Date().toISOString();

  const list = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  /** the list's height and position before older messages were added above */
  const anchor = useRef<{ height: number; top: number } | null>(null);

  const loadOlder = () => {
    const element = list.current;
    if (!element || !history.hasNextPage || history.isFetchingNextPage) return;
    anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    void history.fetchNextPage();
  };

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < AT_END_PX;
    if (element.scrollTop <= 0) loadOlder();
  };

  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const count = messages.length + pending.length;
  const shownFirstId = useRef(firstId);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const olderCameIn = firstId !== shownFirstId.current;
    shownFirstId.current = firstId;
    if (anchor.current && olderCameIn) {
      // Older messages came in above: keep what the reader was looking at where it was.
      element.scrollTop = element.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (atEnd.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [count, firstId, lastId]);

  // A first page too short to scroll cannot be scrolled to its top: load the older one.
  const hasOlder = history.hasNextPage;
  const fetchingOlder = history.isFetchingNextPage;
  useEffect(() => {
    const element = list.current;
    if (element && hasOlder && !fetchingOlder && element.scrollHeight <= element.clientHeight) {
      anchor.current = { height: element.scrollHeight, top: element.scrollTop };
      void history.fetchNextPage();
    }
  }, [hasOlder, fetchingOlder, count, history]);

  if (partnerId === userId) {
    return (
      <Notice title={t('messages.conversation.self')}>
        <BackToMessages />
      </Notice>
    );
  }
  const historyStatus = history.error instanceof ApiError ? history.error.status : undefined;
  if (partnerMissing || historyStatus === 404 || historyStatus === 400) {
    return <ConversationNotFound />;
  }
  // Either of the two blocked the other: no history and no composer. The member who blocked
  // reads it with Unblock; the other only that no message goes (they are not told who did).
  if (blockedNotice || refusalCode(history.error) === 'MEMBER_BLOCKED') {
    return (
      <Notice title={t('messages.conversation.title', { name: isolated(name) })}>
        <div className="mt-6">
          {blockedNotice ?? (
            <p className="rounded-2xl bg-sand-50 px-4 py-3 text-stone-800">
              <Trans
                i18nKey="messages.conversation.closed"
                values={{ name }}
                components={{ name: <bdi /> }}
              />
            </p>
          )}
        </div>
        <BackToMessages />
      </Notice>
    );
  }

  const send = (text: string) => {
    atEnd.current = true;
    conversation.send(text);
  };
  const latestOwnId = messages.findLast((message) => message.sender_id === userId)?.id;

  return (
    <div className="page-container flex flex-col pt-4 sm:pt-6">
      <div className="group/conversation mx-auto flex w-full max-w-3xl flex-col">
        <PageTitle className="text-2xl md:text-3xl">
          <Trans
            i18nKey="messages.conversation.heading"
            values={{ name }}
            components={{ name: <bdi /> }}
          />
        </PageTitle>
        {item && threadPostId !== null && (
          <div data-conversation-item className="mt-3 empty:hidden">
            {item(threadPostId)}
          </div>
        )}
        {otherThreads.length > 0 && <OtherThreads threads={otherThreads} name={name} />}
        {history.isError && !history.data ? (
          <LoadFailed
            text={t('messages.conversation.failed')}
            retryLabel={t('messages.conversation.retry')}
            onRetry={() => void history.refetch()}
            className="mt-4"
          />
        ) : (
          <div
            ref={list}
            role="region"
            aria-label={t('messages.conversation.history', { name })}
            tabIndex={0}
            onScroll={handleScroll}
            // The list is 70% of the viewport's height, less the item's line and the other
            // threads' line when there are, so that the composer still ends the first screen
            // of a phone.
            className={`mt-4 overflow-y-auto overscroll-contain rounded-t-xl border border-b-0 border-stone-200 bg-white px-3 py-3 sm:px-4 ${
              otherThreads.length > 0
                ? 'h-[calc(70dvh-3.5rem)] group-has-[[data-conversation-item]:not(:empty)]/conversation:h-[calc(70dvh-8.5rem)]'
                : 'h-[70dvh] group-has-[[data-conversation-item]:not(:empty)]/conversation:h-[calc(70dvh-5rem)]'
            }`}
          >
            {(history.isPending || history.isFetchingNextPage) && (
              <p role="status" className="py-2 text-center text-sm text-stone-600">
                {t('messages.conversation.loading')}
              </p>
            )}
            {history.isSuccess && messages.length === 0 && pending.length === 0 && (
              <p className="py-8 text-center text-stone-600">
                {t('messages.conversation.empty', { name })}
              </p>
            )}
            <ol className="flex flex-col gap-2">
              {messages.map((message, index) => {
                const own = message.sender_id === userId;
                return (
                  <Fragment key={message.id}>
                    {startsDay(messages[index - 1]?.timestamp, message.timestamp) && (
                      <DayDivider iso={message.timestamp} />
                    )}
                    <StoredMessage
                      message={message}
                      own={own}
                      partnerName={name}
                      latestOwn={message.id === latestOwnId}
                    />
                  </Fragment>
                );
              })}
              {pending.length > 0 && startsDay(messages.at(-1)?.timestamp, pendingSince) && (
                <DayDivider iso={pendingSince} />
              )}
              {pending.map((message) => (
                <MessageBubble
                  key={`pending-${message.key}`}
                  own
                  author={t('messages.conversation.you')}
                  content={message.content}
                  footer={
                    message.error === undefined ? (
                      <span>{t('messages.status.sending')}</span>
                    ) : (
                      <span
                        role="alert"
                        className="flex flex-wrap items-center justify-end gap-2 text-red-800"
                      >
                        <span className="font-semibold">
                          {errorText(message.error, t, { failed: 'messages.status.failed' })}
                        </span>
                        <Button
                          variant="danger"
                          size="sm"
                          className="min-h-9 bg-white"
                          onClick={() => conversation.retry(message.key)}
                        >
                          {t('messages.status.retry')}
                        </Button>
                      </span>
                    )
                  }
                />
              ))}
            </ol>
          </div>
        )}
        <p
          aria-live="polite"
          className="min-h-6 border-x border-stone-200 bg-white px-4 text-sm text-stone-600 italic"
        >
          {conversation.partnerTyping && (
            <Trans
              i18nKey="messages.conversation.typing"
              values={{ name }}
              components={{ name: <bdi /> }}
            />
          )}
        </p>
        <Composer onSend={send} onKeystroke={conversation.keystroke} />
      </div>
    </div>
  );
}
