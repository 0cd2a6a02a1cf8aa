import { MemberItems } from '../../features/posts/member-items';
import { PublicProfilePage } from '../../features/profile/public-profile-page';

/**
 * A member's public page (/user/:userId, spec 000 §2.2, spec 001 §2): their profile, and
 * beside it the sections of other features for that member, one after another: what they
 * are giving.
 */
export function Component() {
  return (
    <PublicProfilePage sections={(member) => <MemberItems userId={member.id} own={false} />} />
  );
}
