import type { ReactNode } from 'react';

const PULSE = 'animate-pulse bg-stone-200 motion-reduce:animate-none';

/** A grey block where something will be; it pulses unless the visitor asked for less motion. */
export function Skeleton({ className }: { className: string }) {
  return <div className={`${PULSE} ${className}`} />;
}

/**
 * Where a list is loading: said once to screen readers by `label`, while its grey blocks, of
 * the shape of what comes, keep the page from jumping when it arrives.
 */
export function SkeletonStatus({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** `count` cards still loading, in the grid of `className`: the photo, a title and a line. */
export function SkeletonCards({
  label,
  count,
  className,
}: {
  label: string;
  count: number;
  className: string;
}) {
  return (
    <SkeletonStatus label={label}>
      <ul className={className}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="rounded-2xl border border-stone-200 bg-white p-1.5 sm:p-2">
            <Skeleton className="aspect-[4/3] rounded-xl" />
            <div className="space-y-3 px-1 py-3">
              <Skeleton className="h-4 w-4/5 rounded" />
              <Skeleton className="h-3 w-1/2 rounded" />
            </div>
          </li>
        ))}
      </ul>
    </SkeletonStatus>
  );
}

/** `count` list rows still loading: the thumbnail and two lines. */
export function SkeletonRows({ label, count }: { label: string; count: number }) {
  return (
    <SkeletonStatus label={label}>
      <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex items-center gap-3 p-3 sm:gap-4 sm:p-4">
            <Skeleton className="size-16 shrink-0 rounded-xl" />
            <div className="flex-1 space-y-2.5">
              <Skeleton className="h-4 w-3/5 rounded" />
              <Skeleton className="h-3 w-2/5 rounded" />
            </div>
          </li>
        ))}
      </ul>
    </SkeletonStatus>
  );
}
