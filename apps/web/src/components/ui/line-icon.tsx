import type { ReactNode } from 'react';

/**
 * A line icon on the 24-unit grid, stroked in the colour of the text around it. Hidden from
 * screen readers: the control or text beside it carries the meaning.
 */
export function LineIcon({
  className,
  strokeWidth = 2,
  children,
}: {
  className: string;
  strokeWidth?: number;
  /** the icon's shapes */
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
