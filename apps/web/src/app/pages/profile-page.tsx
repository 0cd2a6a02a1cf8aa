import { MemberItems } from '../../features/posts/member-items';
import { ProfilePage } from '../../features/profile/profile-page';

/** The member's own profile (/profile), with what they are giving as others see it. */
export function Component() {
  return <ProfilePage sections={(profile) => <MemberItems userId={profile.id} own />} />;
}
