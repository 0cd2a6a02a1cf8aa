import { Link, useSearchParams } from 'react-router';

import { Button, ButtonLink } from '../../components/ui/button';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { useUndoEmailChange } from './api/undo-email-change';
import { EmailLinkFrame, emailLinkFailureText, LINK_CLASS } from './email-link-frame';

/**
 * Where the "this was not me" link mailed to the old address leads (?token=): it says what
 * undoing does and undoes on a press, so a mail scanner opening the link changes nothing. Every
 * session ends, this browser's too; then the member chooses a new password.
 */
export function UndoEmailChangePage() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const undo = useUndoEmailChange();
  useDocumentTitle(t('emailChange.undo.title'));

  let content;
  if (token === '') {
    content = <p role="alert">{t('emailChange.missing')}</p>;
  } else if (undo.isSuccess) {
    content = (
      <div role="status">
        <p className="text-lg font-semibold text-brand-800">{t('emailChange.undo.done')}</p>
        <p className="mt-2 text-stone-700">
          <Trans
            i18nKey="emailChange.undo.email"
            values={{ email: undo.data.email }}
            components={{ email: <bdi dir="ltr" className="break-words" /> }}
          />
        </p>
        <p className="mt-4 text-stone-900">{t('emailChange.undo.newPassword')}</p>
        <ButtonLink to={localHref(paths.forgotPassword)} size="lg" className="mt-4">
          {t('emailChange.undo.forgotLink')}
        </ButtonLink>
      </div>
    );
  } else {
    content = (
      <div>
        <p className="text-lg text-stone-900">{t('emailChange.undo.lead')}</p>
        <p className="mt-2 text-stone-700">{t('emailChange.undo.what')}</p>
        <Button
          size="lg"
          className="mt-6"
          disabled={undo.isPending}
          onClick={() => undo.mutate(token)}
        >
          {undo.isPending ? t('emailChange.undo.working') : t('emailChange.undo.submit')}
        </Button>
        {undo.isError && (
          <div role="alert" className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-red-800">
            <p className="font-semibold">{emailLinkFailureText(undo.error, t)}</p>
            <p className="mt-2">{t('emailChange.undo.failedHelp')}</p>
            <p className="mt-2">
              <Link to={localHref(paths.forgotPassword)} className={LINK_CLASS}>
                {t('emailChange.undo.forgotLink')}
              </Link>
            </p>
          </div>
        )}
      </div>
    );
  }

  return <EmailLinkFrame title={t('emailChange.undo.title')}>{content}</EmailLinkFrame>;
}

export { UndoEmailChangePage as Component };
