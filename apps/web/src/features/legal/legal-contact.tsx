import { Link } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import { paths } from '../../lib/paths';

/** Where people write about this document: a mail address and the contact form. */
export function LegalContact({
  i18nKey,
  email,
}: {
  i18nKey: 'privacy.contact' | 'terms.contact';
  email: string;
}) {
  const { localHref } = useLanguage();
  const linkClass =
    'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';
  return (
    <Trans
      i18nKey={i18nKey}
      values={{ email }}
      components={{
        mail: <a href={`mailto:${email}`} dir="ltr" className={linkClass} />,
        form: <Link to={localHref(paths.contact)} className={linkClass} />,
      }}
    />
  );
}
