import { OrganisationApplicationPage } from '../../features/organisations/organisation-application-page';
import { PLACE_CONTROLS } from '../../features/places/place-controls';

/**
 * A member's organisation application (/organisation), with the place picker for a verified
 * organisation's drop-off points.
 */
export function Component() {
  return <OrganisationApplicationPage places={PLACE_CONTROLS} />;
}
