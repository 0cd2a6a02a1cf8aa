import type { ReactNode } from 'react';

import { CharacterCount, isCountShown } from './character-count';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** The look of a text control, for one that is not inside a Field (a row of a list of inputs). */
export const CONTROL_CLASS =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-stone-900 shadow-xs placeholder:text-stone-500 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700';

/**
 * A labelled form control with its error tied to it (aria-invalid, aria-describedby), so a
 * screen reader reads the error with the field. The error text arrives already translated.
 * A text with a `limit` is never cut: its count shows as the limit comes near (no maxLength).
 */
export function Field({
  id,
  label,
  error,
  hint,
  limit,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  /** a standing note read with the field, such as a password's minimum length */
  hint?: string;
  /** the length of the text as typed and the most it may have */
  limit?: { length: number; max: number };
  children: (control: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const counted = limit !== undefined && isCountShown(limit.length, limit.max);
  const describedBy = [hint ? hintId : '', counted ? countId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-stone-900">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: `mt-1.5 ${CONTROL_CLASS} ${error ? 'border-red-700' : 'border-stone-400'}`,
      })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {limit && <CharacterCount id={countId} length={limit.length} max={limit.max} />}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
