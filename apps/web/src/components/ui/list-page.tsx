import type { ReactNode } from 'react';

import { BackLink } from './back-link';
import { PageTitle } from './page-title';

/** A page that is one list (an admin tool): a link back, its title, an optional lead, the list. */
export function ListPage({
  back,
  title,
  lead,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <div className="page-container py-6 sm:py-8">
      <div className="mx-auto max-w-4xl">
        <BackLink to={back.to}>{back.label}</BackLink>
        <PageTitle className="mt-1">{title}</PageTitle>
        {lead && <p className="mt-2 text-stone-700">{lead}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
