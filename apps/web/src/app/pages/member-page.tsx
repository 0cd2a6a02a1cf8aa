import { MemberItems } from '../../features/posts/member-items';
import { ProfileFeedback } from '../../features/profile/profile-details';
import { PublicProfilePage } from '../../features/profile/public-profile-page';

/**
 * A member's public page (/user/:userId, spec 000 §2.2, spec 001 §2): their profile, and beside
 * it one section after another for that member: what they are giving, the feedback they got.
 */
export function Component() {
  return (
    <PublicProfilePage
      sections={(member) => (
        <>
          <MemberItems userId={member.id} own={false} />
          <ProfileFeedback feedbacks={member.feedbacks} />
        </>
      )}
    />
  );
}
