import { MyClaimsPage } from '../../features/claims/my-claims-page';
import { RatingPrompts } from '../../features/feedback/rating-prompts';

/** The claims waiting on the member's items, with the prompts to rate after a handover above. */
export function Component() {
  return <MyClaimsPage before={<RatingPrompts />} />;
}
