import type { ComponentProps } from 'react';

import { REGIONS } from '@tabarru/contract/constants';

import { useTranslation } from '../../i18n/use-translation';

/** The twelve governorates of Jordan in the page's language, after a "choose" entry. */
export function RegionSelect({
  placeholder,
  ...selectProps
}: ComponentProps<'select'> & { placeholder: string }) {
  const { t } = useTranslation();
  return (
    <select {...selectProps}>
      <option value="">{placeholder}</option>
      {REGIONS.map((region) => (
        <option key={region} value={region}>
          {t(`posts.regions.${region}`)}
        </option>
      ))}
    </select>
  );
}
