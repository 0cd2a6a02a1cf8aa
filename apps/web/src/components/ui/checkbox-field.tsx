import type { ComponentProps } from 'react';

/**
 * A checkbox with its label and a standing hint read with it. The label is the larger target,
 * so the box and its words together make a comfortable touch target.
 */
export function CheckboxField({
  id,
  label,
  hint,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'className' | 'id'> & {
  id: string;
  label: string;
  hint: string;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-3">
      <input
        {...input}
        id={id}
        type="checkbox"
        aria-describedby={hintId}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="inline-block min-h-7 font-semibold text-stone-900">
          {label}
        </label>
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
