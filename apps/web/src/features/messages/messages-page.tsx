import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Contact } from '@tabarru/contract/messages';

import { LoadFailed } from '../../components/ui/load-failed';
import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { formatNumber, initialOf } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useRealtimeConnect, useRealtimeEvent } from '../../lib/realtime';
import { contactsQueryKey, useContacts } from './api/get-contacts';
import { contactTime } from './chat-time';
import { MessageTicks } from './message-ticks';

/** The last message's time: the hour today, 'Yesterday', else the date (spec 001 §2). */
function ContactTimeLabel({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const when = contactTime(iso, new Date(), language);
  return (
    <time dateTime={iso} className="shrink-0 text-sm text-stone-600">
      {when.kind === 'yesterday' ? t('messages.list.yesterday') : when.text}
    </time>
  );
}

function ContactRow({ contact, userId }: { contact: Contact; userId: number | undefined }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const unread = contact.unread_count > 0;
  const own = contact.last_sender_id !== null && contact.last_sender_id === userId;
  return (
    <li>
      <Link
        to={localHref(paths.directMessage, { userId: contact.id })}
        className="flex min-h-18 items-center gap-3 px-4 py-3 hover:bg-stone-50 sm:px-5"
      >
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
        >
          {initialOf(contact.username)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-3">
            <bdi
              className={`truncate ${unread ? 'font-bold text-stone-900' : 'font-semibold text-stone-800'}`}
            >
              {contact.username}
            </bdi>
            {contact.last_timestamp && <ContactTimeLabel iso={contact.last_timestamp} />}
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            {own && contact.last_status && <MessageTicks status={contact.last_status} />}
            <span
              dir={contact.last_message === null ? undefined : 'auto'}
              className={`min-w-0 flex-1 truncate text-start text-sm ${unread ? 'font-semibold text-stone-900' : 'text-stone-600'}`}
            >
              {contact.last_message ?? t('messages.list.noMessages')}
            </span>
            {unread && (
              <span className="shrink-0 rounded-full bg-brand-700 px-2 text-xs leading-5 font-bold text-white">
                <span aria-hidden="true">{formatNumber(contact.unread_count, language)}</span>
                <span className="sr-only">
                  {t('messages.list.unread', { count: contact.unread_count })}
                </span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** /messages (spec 001 §2): the member's conversations, the latest first, kept current live. */
export function Component() {
  const { t } = useTranslation();
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
    <div className="page-container py-8">
      <div className="mx-auto max-w-2xl">
        <PageTitle>{t('messages.list.title')}</PageTitle>
        {contacts.isPending ? (
          <p role="status" className="mt-6 text-stone-700">
            {t('messages.list.loading')}
          </p>
        ) : contacts.isError && !contacts.data ? (
          <LoadFailed
            text={t('messages.list.failed')}
            retryLabel={t('messages.list.retry')}
            onRetry={() => void contacts.refetch()}
            className="mt-6"
          />
        ) : contacts.data.length === 0 ? (
          <p className="mt-6 rounded-xl bg-stone-100 p-8 text-center text-stone-700">
            {t('messages.list.empty')}
          </p>
        ) : (
          <ul className="mt-6 divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white">
            {contacts.data.map((contact) => (
              <ContactRow key={contact.id} contact={contact} userId={userId} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
