import { isRegion } from '@tabarru/contract/constants';
import { splitLocation } from '@tabarru/contract/location';

import { useTranslation } from '../../i18n/use-translation';

/**
 * A stored 'Region - area': the governorate in the page's language, then the area as its writer
 * typed it, isolated (`<bdi>`) so an English street on an Arabic page, or the other way round,
 * keeps its own direction. A region the list does not know is theirs too.
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
