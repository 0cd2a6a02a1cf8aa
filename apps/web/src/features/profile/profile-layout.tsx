import type { ReactNode } from 'react';

/**
 * A profile beside its sections (their items, and what other features add): the profile's
 * card and details in a column at the start on a laptop, above the sections on a phone.
 */
export function ProfileLayout({ profile, children }: { profile: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start lg:gap-12">
      {profile}
      <div className="min-w-0 space-y-10">{children}</div>
    </div>
  );
}
