import type { ComponentProps } from 'react';

import { CATEGORIES } from '@tabarru/contract/constants';

import { useTranslation } from '../../i18n/use-translation';

/** The categories of items in the page's language, after a "choose" entry. */
export function CategorySelect({
  placeholder,
  ...selectProps
}: ComponentProps<'select'> & { placeholder: string }) {
  const { t } = useTranslation();
  return (
    <select {...selectProps}>
      <option value="">{placeholder}</option>
      {CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {t(`posts.categories.${category}`)}
        </option>
      ))}
    </select>
  );
}
