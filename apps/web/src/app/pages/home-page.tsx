import { HomePage } from '../../features/home/home-page';
import { SiteImpact } from '../../features/impact/site-impact';

/** Home (/ and /home): the home page with the site's impact under its counters. */
export function Component() {
  return <HomePage impact={<SiteImpact />} />;
}
