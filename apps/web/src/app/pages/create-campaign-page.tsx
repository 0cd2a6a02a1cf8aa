import {
  CreateCampaignPage,
  type CampaignStanding,
} from '../../features/campaigns/create-campaign-page';
import { useMyOrganisation } from '../../features/organisations/api/organisations';
import { useSession } from '../../hooks/use-session';

/**
 * Start a campaign (/campaigns/new): the campaigns feature's page, told by the member's
 * organisation application and role who they would run it as: a verified organisation its own,
 * else an administrator the site's.
 */
export function Component() {
  const mine = useMyOrganisation();
  const { user } = useSession();
  let standing: CampaignStanding;
  if (mine.data?.organisation?.status === 'verified') standing = 'organisation';
  else if (mine.isPending) standing = 'loading';
  else if (user?.isAdmin) standing = 'site';
  else if (mine.isError) standing = 'failed';
  else standing = 'none';
  return <CreateCampaignPage standing={standing} onRetry={() => void mine.refetch()} />;
}
