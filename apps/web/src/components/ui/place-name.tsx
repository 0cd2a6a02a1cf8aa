import { useTranslation } from 'react-i18next';

import { isRegion } from '@tabarru/contract/constants';
import { splitLocation } from '@tabarru/contract/location';

/**
 * A stored 'Region - area' (spec 000 §3): the governorate in the page's language, then the
 * area as its writer typed it, isolated (`<bdi>`) so an English street on an Arabic page, or
 * the other way round, keeps its own direction. A region the list does not know is theirs too.
 */
export function PlaceName({ location }: { location: string }) {
  const { t } = useTranslation();
  const { region, area } = splitLocation(location);
  return (
    <>
      {isRegion(region) ? t(`posts.regions.${region}`) : <bdi>{region}</bdi>}
      {area && (
        <>
          {' - '}
          <bdi>{area}</bdi>
        </>
      )}
    </>
  );
}
