import { MyRequestsPage } from '../../features/claims/my-requests-page';
import { RatingPrompts } from '../../features/feedback/rating-prompts';

/** The member's own claims, with the prompts to rate after a handover above. */
export function Component() {
  return <MyRequestsPage before={<RatingPrompts />} />;
}
