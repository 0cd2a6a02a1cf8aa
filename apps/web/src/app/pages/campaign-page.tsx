import { CampaignPage } from '../../features/campaigns/campaign-page';

/** A campaign's page (/campaigns/:id). */
export function Component() {
  return <CampaignPage />;
}
