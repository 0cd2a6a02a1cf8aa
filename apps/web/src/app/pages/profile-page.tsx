import { MemberItems } from '../../features/posts/member-items';
import { ProfileFeedback } from '../../features/profile/profile-details';
import { ProfilePage } from '../../features/profile/profile-page';

/**
 * The member's own profile (/profile): beside it, what they are giving as others see it and
 * the feedback they got.
 */
export function Component() {
  return (
    <ProfilePage
      sections={(profile) => (
        <>
          <MemberItems userId={profile.id} own />
          <ProfileFeedback feedbacks={profile.feedbacks} />
        </>
      )}
    />
  );
}
