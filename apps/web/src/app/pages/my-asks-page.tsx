import { ClaimsPageFrame } from '../../features/claims/claims-page-frame';
import { MyAsksPage } from '../../features/pickups/my-asks-page';

/** The member's own asks, in the frame of the member's claims, with the nav among them. */
export function Component() {
  return <MyAsksPage frame={(page) => <ClaimsPageFrame {...page} />} />;
}
