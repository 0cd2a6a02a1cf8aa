import { Link, useSearchParams } from 'react-router';

import type { UnsubscribeLinkReply } from '@tabarru/contract/notification-preferences';

import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { paths } from '../../lib/paths';
import { useUnsubscribe, useUnsubscribeLink } from './api/unsubscribe-link';

const LINK_CLASS = 'font-semibold text-brand-800 underline underline-offset-4';

/**
 * Where an email's unsubscribe link leads (no sign-in needed): it says what the link stops and
 * stops it with one press. Opening the page changes nothing, so a link scanner cannot
 * unsubscribe anyone; the mail client's own one-click goes to the API directly.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const link = useUnsubscribeLink(token);
  const stop = useUnsubscribe();
  useDocumentTitle(t('notificationSettings.unsubscribe.title'));

  function question(described: UnsubscribeLinkReply): string {
    if (described.kind === 'digest') return t('notificationSettings.unsubscribe.questionDigest');
    const kind = t(`notificationSettings.kinds.${described.kind}`);
    return described.channel === 'push'
      ? t('notificationSettings.unsubscribe.questionPush', { kind })
      : t('notificationSettings.unsubscribe.question', { kind });
  }

  const settings = (
    <p className="mt-4">
      <Link to={localHref(paths.notificationSettings)} className={LINK_CLASS}>
        {t('notificationSettings.unsubscribe.settingsLink')}
      </Link>
    </p>
  );

  let content;
  if (token === '') {
    content = <p role="alert">{t('notificationSettings.unsubscribe.missing')}</p>;
  } else if (stop.isSuccess) {
    content = (
      <div role="status">
        <p className="font-semibold text-brand-800">{t('notificationSettings.unsubscribe.done')}</p>
        <p className="mt-2 text-stone-700">{t('notificationSettings.unsubscribe.changeLater')}</p>
      </div>
    );
  } else if (link.isPending) {
    content = <p role="status">{t('notificationSettings.unsubscribe.checking')}</p>;
  } else if (link.isError || stop.isError) {
    content = (
      <p role="alert" className="font-semibold text-red-800">
        {errorText(stop.error ?? link.error, t)}
      </p>
    );
  } else {
    content = (
      <div>
        <p className="text-lg text-stone-900">{question(link.data)}</p>
        <Button
          size="lg"
          className="mt-4"
          disabled={stop.isPending}
          onClick={() => stop.mutate(token)}
        >
          {stop.isPending
            ? t('notificationSettings.unsubscribe.working')
            : t('notificationSettings.unsubscribe.confirm')}
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      {/* The link's token must not leave in a Referer, and the page is nobody's to index. */}
      <meta name="referrer" content="no-referrer" />
      <meta name="robots" content="noindex" />
      <PageTitle className="mb-6">{t('notificationSettings.unsubscribe.title')}</PageTitle>
      {content}
      {settings}
    </div>
  );
}

export { UnsubscribePage as Component };
