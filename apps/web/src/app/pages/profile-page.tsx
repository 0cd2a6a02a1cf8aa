import { PrivacySection } from '../../features/account-data/privacy-section';
import { BlockedMembers } from '../../features/blocks/blocked-members';
import { NotificationSettingsLink } from '../../features/notification-settings/settings-link';
import { FeedbackSection } from '../../features/feedback/feedback-section';
import { MemberImpact } from '../../features/impact/member-impact';
import { PLACE_CONTROLS } from '../../features/places/place-controls';
import { MemberItems } from '../../features/posts/member-items';
import { ProfilePage } from '../../features/profile/profile-page';
import { SavedSearchesLink } from '../../features/saved-searches/saved-searches-link';
import { MemberWanted } from '../../features/wanted/member-wanted';

/**
 * The member's own profile (/profile), with the place picker for their home area: beside it, the impact of what they gave, what they are
 * giving and looking for (with Renew) as others see it, the feedback they got, the ways to their
 * notification settings and saved searches, and their privacy and data (whom they blocked, the
 * download of their data,
 * deleting their account).
 */
export function Component() {
  return (
    <ProfilePage
      places={PLACE_CONTROLS}
      sections={(profile) => (
        <>
          <MemberImpact impact={profile.impact} own />
          <MemberItems userId={profile.id} own />
          <MemberItems userId={profile.id} own list="donated" />
          <MemberWanted userId={profile.id} own />
          <FeedbackSection memberId={profile.id} username={profile.username} />
          <NotificationSettingsLink />
          <SavedSearchesLink />
          <PrivacySection blockedMembers={<BlockedMembers />} />
        </>
      )}
    />
  );
}
