import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

import { ERROR_CODES } from '@tabarru/contract/errors';

import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError, NETWORK_ERROR_CODE, OFFLINE_ERROR_CODE } from '../../lib/api-client';
import { refusalCode } from '../../lib/error-keys';
import { paths } from '../../lib/paths';
import { useConfirmEmailChange } from './api/confirm-email-change';
import { EmailLinkFrame, emailLinkFailureText, LINK_CLASS } from './email-link-frame';

/** Whether the link was not tried at all, so trying again may work. */
function unreached(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === NETWORK_ERROR_CODE || error.code === OFFLINE_ERROR_CODE)
  );
}

/**
 * Where the link mailed to a new address leads (?token=): opening it confirms the address, signed
 * in or not, and the page says which email the account has now.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const { mutate, status, data, error } = useConfirmEmailChange();
  const asked = useRef<string | null>(null);
  useDocumentTitle(t('emailChange.confirm.title'));

  useEffect(() => {
    // Once per link: it works once, and a second call would be refused.
    if (token === '' || asked.current === token) return;
    asked.current = token;
    mutate(token);
  }, [token, mutate]);

  const profileLink = (
    <p className="mt-6">
      <Link to={localHref(paths.profile)} className={LINK_CLASS}>
        {t('emailChange.confirm.profileLink')}
      </Link>
    </p>
  );

  let content;
  if (token === '') {
    content = <p role="alert">{t('emailChange.missing')}</p>;
  } else if (status === 'success') {
    content = (
      <div role="status">
        <p className="text-lg font-semibold text-brand-800">
          <Trans
            i18nKey="emailChange.confirm.done"
            values={{ email: data.email }}
            components={{ email: <bdi dir="ltr" className="break-words" /> }}
          />
        </p>
        <p className="mt-2 text-stone-700">{t('emailChange.confirm.doneDetail')}</p>
      </div>
    );
  } else if (status === 'error') {
    content = (
      <div role="alert">
        <p className="font-semibold text-red-800">{emailLinkFailureText(error, t)}</p>
        {refusalCode(error) === ERROR_CODES.emailChangeLinkInvalid && (
          <p className="mt-2 text-stone-700">{t('emailChange.confirm.askAgain')}</p>
        )}
        {unreached(error) && (
          <Button className="mt-4" onClick={() => mutate(token)}>
            {t('emailChange.confirm.retry')}
          </Button>
        )}
      </div>
    );
  } else {
    content = <p role="status">{t('emailChange.confirm.working')}</p>;
  }

  return (
    <EmailLinkFrame title={t('emailChange.confirm.title')}>
      {content}
      {token !== '' && profileLink}
    </EmailLinkFrame>
  );
}

export { ConfirmEmailPage as Component };
