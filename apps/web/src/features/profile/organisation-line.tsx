import { Link } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import { paths } from '../../lib/paths';

/** On the member's profile: one line to the application for an organisation account. */
export function OrganisationLine() {
  const { localHref } = useLanguage();
  return (
    <p className="text-stone-700">
      <Trans
        i18nKey="organisations.profileLine"
        components={{
          link: (
            <Link
              to={localHref(paths.organisation)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            />
          ),
        }}
      />
    </p>
  );
}
