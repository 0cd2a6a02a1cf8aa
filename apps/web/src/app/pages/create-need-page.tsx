import { CreateNeedPage, type OrganisationStanding } from '../../features/needs/create-need-page';
import { useMyOrganisation } from '../../features/organisations/api/organisations';

/**
 * Post a need (/needs/new): the needs feature's page, told by the member's organisation
 * application whether they are a verified organisation.
 */
export function Component() {
  const mine = useMyOrganisation();
  let standing: OrganisationStanding;
  if (mine.isPending) standing = 'loading';
  else if (mine.isError) standing = 'failed';
  else standing = mine.data.organisation?.status ?? 'none';
  return <CreateNeedPage standing={standing} onRetry={() => void mine.refetch()} />;
}
