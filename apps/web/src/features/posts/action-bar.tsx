import type { ReactNode } from 'react';

/**
 * The main actions of a post's page, in one element for both widths: below md a bar that
 * sticks to the bottom of the viewport (in the page's flow, so it never covers the end of the
 * page or the footer), with the safe area of phones without a home button below it; from md a
 * row in the details column.
 */
export function ActionBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="sticky bottom-0 z-20 -mx-4 border-t border-stone-200 bg-white px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:-mx-6 sm:px-6 md:static md:mx-0 md:border-0 md:bg-transparent md:p-0 md:shadow-none"
    >
      <div className="flex gap-2 *:min-h-11 *:min-w-0 *:flex-1 *:px-2 *:text-sm *:leading-tight md:flex-wrap md:gap-3 md:*:flex-none md:*:px-4 md:*:text-base">
        {children}
      </div>
    </div>
  );
}
