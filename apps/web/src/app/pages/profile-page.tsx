import { PrivacySection } from '../../features/account-data/privacy-section';
import { BlockedMembers } from '../../features/blocks/blocked-members';
import { FeedbackSection } from '../../features/feedback/feedback-section';
import { MemberItems } from '../../features/posts/member-items';
import { ProfilePage } from '../../features/profile/profile-page';
import { SavedSearchesLink } from '../../features/saved-searches/saved-searches-link';

/**
 * The member's own profile (/profile): beside it, what they are giving as others see it, the
 * feedback they got, the way to their saved searches, and their privacy and data (whom they blocked, the download of their data,
 * deleting their account).
 */
export function Component() {
  return (
    <ProfilePage
      sections={(profile) => (
        <>
          <MemberItems userId={profile.id} own />
          <MemberItems userId={profile.id} own list="donated" />
          <FeedbackSection memberId={profile.id} username={profile.username} />
          <SavedSearchesLink />
          <PrivacySection blockedMembers={<BlockedMembers />} />
        </>
      )}
    />
  );
}
