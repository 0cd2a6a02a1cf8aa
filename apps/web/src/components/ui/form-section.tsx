import type { ReactNode } from 'react';

import { PageTitle } from './page-title';

const WIDTHS = {
  narrow: 'max-w-md',
  medium: 'max-w-2xl',
  wide: 'max-w-3xl',
  /** the page's whole frame: a form with a column of its own beside the fields (photos) */
  full: '',
} as const;

/**
 * A page whose content is a form: its heading, a short lead, and the form in a card. With
 * `aside` (the registration's video), the two stand side by side on wide screens.
 */
export function FormSection({
  heading,
  lead,
  width = 'narrow',
  aside,
  children,
}: {
  heading: string;
  lead?: string;
  width?: keyof typeof WIDTHS;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const section = (
    <div
      className={
        aside
          ? undefined
          : width === 'full'
            ? 'page-container py-12 md:py-16'
            : `mx-auto w-full ${WIDTHS[width]} px-4 py-12 md:py-16`
      }
    >
      <PageTitle>{heading}</PageTitle>
      {lead && <p className="mt-3 text-lg leading-relaxed text-stone-700">{lead}</p>}
      <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm md:p-8">
        {children}
      </div>
    </div>
  );
  if (!aside) return section;
  return (
    <div className="mx-auto grid max-w-5xl items-start gap-10 px-4 py-12 md:grid-cols-2 md:py-16">
      {section}
      {aside}
    </div>
  );
}
