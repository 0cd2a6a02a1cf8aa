import type { ReactNode } from 'react';

/**
 * What a list shows when it has nothing: a sentence saying what is missing and the one action
 * that helps (a ButtonLink or a Button), centred in the space the list would use.
 */
export function EmptyState({
  text,
  action,
  className = '',
}: {
  text: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center ${className}`}
    >
      <p className="max-w-md text-balance text-stone-700">{text}</p>
      {action}
    </div>
  );
}
