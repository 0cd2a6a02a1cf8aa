import { FeedbackSection } from '../../features/feedback/feedback-section';
import { MemberItems } from '../../features/posts/member-items';
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
          <FeedbackSection memberId={profile.id} username={profile.username} />
        </>
      )}
    />
  );
}
