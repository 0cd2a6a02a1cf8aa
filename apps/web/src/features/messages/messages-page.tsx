import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { Contact, ConversationItem } from '@tabarru/contract/messages';

import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ListRow, RowAvatar, RowList } from '../../components/ui/list-row';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageTitle } from '../../components/ui/page-title';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { aboutItem, paths } from '../../lib/paths';
import { useRealtimeConnect, useRealtimeEvent } from '../../lib/realtime';
import { contactsQueryKey, useContacts } from './api/get-contacts';
import { lastMessageLine, withoutTags } from './ask-step';
import { contactTime } from './chat-time';
import { MessageTicks } from './message-ticks';

/** The last message's time: the hour today, 'Yesterday', else the date. */
function ContactTimeLabel({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const when = contactTime(iso, new Date(), language);
  return (
    <time dateTime={iso} className="shrink-0">
      {when.kind === 'yesterday' ? t('messages.list.yesterday') : when.text}
    </time>
  );
}

/** What shows a thread's item beside it (its photo, title and link). */
export type ItemView = (item: ConversationItem) => ReactNode;

/** The key and link of a thread: its member, and its item's post or none. */
export function threadKey(contact: Pick<Contact, 'id' | 'post_id'>): string {
  return `${contact.id}:${contact.post_id ?? 'none'}`;
}

/** What a row says of its item: none, or one deleted or no longer shown to the member. */
function ItemLine({ contact, item }: { contact: Contact; item: ItemView | undefined }) {
  const { t } = useTranslation();
  if (contact.post_id === null) return null;
  if (!contact.item) {
    return <span className="text-sm text-stone-600 italic">{t('messages.list.itemGone')}</span>;
  }
  return item ? item(contact.item) : null;
}

function ContactRow({
  contact,
  userId,
  item,
}: {
  contact: Contact;
  userId: number | undefined;
  item: ItemView | undefined;
}) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const unread = contact.unread_count > 0;
  const own = contact.last_sender_id !== null && contact.last_sender_id === userId;
  const line = lastMessageLine(contact, own);
  const href = localHref(paths.directMessage, { userId: contact.id });
  return (
    <ListRow
      media={<RowAvatar name={contact.username} />}
      title={
        <>
          <span className={unread ? 'font-bold' : undefined}>{contact.username}</span>
          {contact.item && (
            <>
              {' '}
              <span className="sr-only">
                {t('messages.list.aboutItem', { title: contact.item.title })}
              </span>
            </>
          )}
        </>
      }
      href={contact.post_id === null ? href : aboutItem(href, contact.post_id)}
      detail={
        <>
          <span className="flex max-w-full min-w-0 items-center gap-1.5">
            {own && contact.last_status && <MessageTicks status={contact.last_status} />}
            <span
              dir={line !== null && 'words' in line ? 'auto' : undefined}
              className={`truncate ${unread ? 'font-semibold text-stone-900' : ''}`}
            >
              {line === null
                ? t('messages.list.noMessages')
                : 'words' in line
                  ? line.words
                  : withoutTags(t(line.sentence, { name: contact.username }))}
            </span>
          </span>
          {contact.last_timestamp && <ContactTimeLabel iso={contact.last_timestamp} />}
          {unread && (
            <span className="rounded-full bg-brand-700 px-2 text-xs leading-5 font-bold text-white">
              <span aria-hidden="true">{formatNumber(contact.unread_count, language)}</span>
              <span className="sr-only">
                {t('messages.list.unread', { count: contact.unread_count })}
              </span>
            </span>
          )}
        </>
      }
      actions={contact.post_id === null ? undefined : <ItemLine contact={contact} item={item} />}
    />
  );
}

/**
 * /messages: the member's threads, the latest first, kept current live: one row per member and
 * item, each with the item it is about beside it (`item` shows it), its own unread count, and
 * its link to that thread.
 */
export function MessagesPage({ item }: { item?: ItemView }) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  useDocumentTitle(t('messages.list.title'));
  const { user } = useSession();
  const userId = user?.userId;
  const contacts = useContacts(userId);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: contactsQueryKey(userId) });
  useRealtimeEvent('private_message', refresh);
  useRealtimeEvent('message_sent', refresh);
  useRealtimeEvent('message_status_update', refresh);
  useRealtimeEvent('notification_count_changed', refresh);
  useRealtimeConnect(refresh);

  return (
    <div className="page-container py-8 md:py-12">
      <div className="mx-auto max-w-2xl">
        <PageTitle>{t('messages.list.title')}</PageTitle>
        <div className="mt-6">
          {contacts.isPending ? (
            <SkeletonRows label={t('messages.list.loading')} count={4} />
          ) : contacts.isError && !contacts.data ? (
            <LoadFailed
              text={t('messages.list.failed')}
              retryLabel={t('messages.list.retry')}
              onRetry={() => void contacts.refetch()}
            />
          ) : contacts.data.length === 0 ? (
            <EmptyState
              text={t('messages.list.empty')}
              action={
                <ButtonLink to={localHref(paths.feed)}>{t('messages.list.browse')}</ButtonLink>
              }
            />
          ) : (
            <RowList>
              {contacts.data.map((contact) => (
                <ContactRow
                  key={threadKey(contact)}
                  contact={contact}
                  userId={userId}
                  item={item}
                />
              ))}
            </RowList>
          )}
        </div>
      </div>
    </div>
  );
}
