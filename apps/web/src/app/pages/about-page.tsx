import { AboutPage } from '../../features/about/about-page';
import { ImpactExplained } from '../../features/impact/impact-explained';

/** About (/about): the page with how the impact figures are estimated after the mission. */
export function Component() {
  return <AboutPage impact={<ImpactExplained />} />;
}
