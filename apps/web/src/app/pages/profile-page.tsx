import { FeedbackSection } from '../../features/feedback/feedback-section';
import { ProfilePage } from '../../features/profile/profile-page';

/** The member's own profile (/profile), with the feedback they received. */
export function Component() {
  return (
    <ProfilePage
      sections={(profile) => <FeedbackSection memberId={profile.id} username={profile.username} />}
    />
  );
}
