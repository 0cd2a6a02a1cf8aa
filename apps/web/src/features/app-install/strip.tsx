import type { ReactNode } from 'react';

import { LineIcon } from '../../components/ui/line-icon';

/** A strip under the header, in the shell's frame, like the announcement banner. */
export function Strip({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="border-b border-sand-200 bg-sand-50">
      <div className="page-container flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm leading-6 text-stone-900">
        <LineIcon className="size-5 shrink-0 text-brand-700" strokeWidth={1.8}>
          {icon}
        </LineIcon>
        {children}
      </div>
    </div>
  );
}
