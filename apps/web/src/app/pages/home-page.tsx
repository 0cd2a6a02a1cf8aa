import { RunningCampaigns } from '../../features/campaigns/running-campaigns';
import { HomePage } from '../../features/home/home-page';
import { SiteImpact } from '../../features/impact/site-impact';

/** Home (/ and /home): the home page with the campaigns running now and the site's impact. */
export function Component() {
  return <HomePage campaigns={<RunningCampaigns />} impact={<SiteImpact />} />;
}
