import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { CATEGORIES } from '@tabarru/contract/constants';

import { useTranslation } from '../../i18n/use-translation';

/**
 * A form's choice of categories, one checkbox each in the order the app lists them, under a
 * legend and its hint, with the field's error under them; `children` follow inside the group.
 * `field` is the form's registration of the list (react-hook-form), each box its own value.
 */
export function CategoryCheckboxes({
  id,
  legend,
  hint,
  error,
  field,
  children,
}: {
  id: string;
  legend: string;
  hint: string;
  error?: string;
  field: UseFormRegisterReturn;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-lg font-bold text-stone-900">{legend}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
        {hint}
      </p>
      <ul className="mt-3 grid gap-x-4 sm:grid-cols-2">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-stone-900">
              <input
                type="checkbox"
                value={category}
                {...field}
                className="size-5 shrink-0 accent-brand-700"
              />
              {t(`posts.categories.${category}`)}
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
