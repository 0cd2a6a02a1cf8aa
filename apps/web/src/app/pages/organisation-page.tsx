import { OrganisationNeeds } from '../../features/needs/organisation-needs';
import { OrganisationPage } from '../../features/organisations/organisation-page';

/** A verified organisation's public page (/organisations/:id), with what it needs now. */
export function Component() {
  return (
    <OrganisationPage needs={(organisation) => <OrganisationNeeds organisation={organisation} />} />
  );
}
