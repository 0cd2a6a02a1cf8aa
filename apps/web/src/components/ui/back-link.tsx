import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link above a page's title back to where it belongs (the feed, the admin panel). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
    >
      {children}
    </Link>
  );
}
