import type { ComponentProps } from 'react';
import { Link } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import { paths } from '../../lib/paths';

/**
 * A member's name linked to their page (/user/:userId), for a sentence such as 'Claimed by
 * <name>': the catalogue's text goes in as its children (the `name` component of a Trans).
 * `dir="auto"` isolates the name like <bdi>, since it is the member's own words. Positioned, it
 * stays clickable above a row whose title link covers the row (ListRow).
 */
export function MemberLink({
  userId,
  children,
}: { userId: number } & Pick<ComponentProps<'a'>, 'children'>) {
  const { localHref } = useLanguage();
  return (
    <Link
      to={localHref(paths.user, { userId })}
      dir="auto"
      className="relative font-semibold text-brand-800 hover:underline"
    >
      {children}
    </Link>
  );
}
