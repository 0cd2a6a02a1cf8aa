import type { AdminContactMessage } from '@tabarru/contract/contact';

import { Button, buttonClass } from '../../components/ui/button';
import { ListPage } from '../../components/ui/list-page';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { useContactInbox, useMarkContactMessage } from './api/admin-contact-messages';

/**
 * /admin/contact-messages (administrators only): what people wrote through the contact form,
 * open ones first, each marked handled or open again.
 */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  useDocumentTitle(t('contact.admin.title'));
  const inbox = useContactInbox();

  return (
    <ListPage
      back={{ to: localHref(paths.admin), label: t('admin.back') }}
      title={t('contact.admin.heading')}
    >
      {inbox.isPending ? (
        <SkeletonRows label={t('contact.admin.loading')} count={4} />
      ) : inbox.isError ? (
        <LoadFailed
          text={t('contact.admin.failed')}
          retryLabel={t('admin.tryAgain')}
          onRetry={() => void inbox.refetch()}
        />
      ) : inbox.data.length === 0 ? (
        <EmptyState text={t('contact.admin.empty')} />
      ) : (
        <ul className="space-y-4">
          {inbox.data.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
    </ListPage>
  );
}

function MessageItem({ message }: { message: AdminContactMessage }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const mark = useMarkContactMessage();
  const handled = message.handled_at !== null;

  async function handleMark() {
    try {
      await mark.mutateAsync({ id: message.id, handled: !handled });
      showToast(
        'success',
        t(handled ? 'contact.admin.reopenedToast' : 'contact.admin.handledToast'),
      );
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'contact.admin.updateFailed' }));
    }
  }

  return (
    <li
      className={`rounded-2xl border bg-white p-4 shadow-xs ${handled ? 'border-stone-200' : 'border-brand-700'}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 dir="auto" className="font-semibold break-words text-stone-900">
          {message.name}
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${handled ? 'bg-stone-100 text-stone-700' : 'bg-brand-50 text-brand-800'}`}
        >
          {t(handled ? 'contact.admin.handled' : 'contact.admin.open')}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-600">
        <span dir="ltr" className="break-all">
          {message.email}
        </span>{' '}
        ·{' '}
        <time dateTime={message.created_at}>
          {t('contact.admin.received', {
            date: formatDate(message.created_at, language, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </time>
      </p>
      <p dir="auto" className="mt-3 break-words whitespace-pre-line text-stone-800">
        {message.message}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={`mailto:${message.email}`}
          className={`${buttonClass({ variant: 'secondary', size: 'sm' })} min-h-11`}
          aria-label={t('contact.admin.replyNamed', { name: message.name })}
        >
          {t('contact.admin.reply')}
        </a>
        <Button
          variant={handled ? 'neutral' : 'primary'}
          size="sm"
          className="min-h-11"
          onClick={() => void handleMark()}
          disabled={mark.isPending}
          aria-label={t(handled ? 'contact.admin.reopenNamed' : 'contact.admin.markHandledNamed', {
            name: message.name,
          })}
        >
          {t(handled ? 'contact.admin.reopen' : 'contact.admin.markHandled')}
        </Button>
      </div>
    </li>
  );
}
