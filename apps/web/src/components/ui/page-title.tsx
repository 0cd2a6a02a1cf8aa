import type { ComponentProps } from 'react';

/** A page's h1, the same size on every page: 30 px on a phone, 36 px from 768 px up. */
export function PageTitle({ className, ...props }: ComponentProps<'h1'>) {
  return (
    <h1
      className={`text-3xl font-bold text-balance text-stone-900 md:text-4xl${className ? ` ${className}` : ''}`}
      {...props}
    />
  );
}
