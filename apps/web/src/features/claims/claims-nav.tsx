import { NavLink } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';

/**
 * The member's lists of what passes between members, each its own page: the claims waiting on
 * the member's items (/myclaims), the member's own claims (/myrequests) and the items they asked
 * for (/myasks). The current one is marked for screen readers (aria-current) and by its
 * underline. On a phone they wrap rather than run off the screen.
 */
export function ClaimsNav() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const links = [
    { to: localHref(paths.myClaims), label: t('claims.pending.title') },
    { to: localHref(paths.myRequests), label: t('claims.requests.title') },
    { to: localHref(paths.myAsks), label: t('myAsks.title') },
  ];
  return (
    <nav aria-label={t('claims.sections')} className="mb-6 border-b border-stone-200">
      <ul className="flex flex-wrap gap-x-1 sm:gap-x-2">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `-mb-px inline-flex min-h-11 items-center border-b-2 px-2 font-semibold sm:px-3 ${isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
