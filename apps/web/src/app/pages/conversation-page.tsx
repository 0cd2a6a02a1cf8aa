import { useParams } from 'react-router';

import { ConversationNotFound, ConversationPage } from '../../features/messages/conversation-page';
import { usePublicProfile } from '../../features/profile/api/get-public-profile';
import { ApiError } from '../../lib/api-client';

const ID_MAX = 2 ** 31 - 1;

/**
 * /dm/:userId (spec 001 §2): the conversation, titled with the member's name from their public
 * profile ('User {id}' while it loads or if it cannot). Reached from any link: the post page's
 * Message Seller, a profile's Message button, the messages list, an email.
 */
export function Component() {
  const { userId = '' } = useParams();
  const partnerId = /^\d{1,10}$/.test(userId) ? Number(userId) : 0;
  const profile = usePublicProfile(userId);
  if (partnerId < 1 || partnerId > ID_MAX) return <ConversationNotFound />;
  const missing = profile.error instanceof ApiError && [400, 404].includes(profile.error.status);
  return (
    <ConversationPage
      key={partnerId}
      partnerId={partnerId}
      partnerName={profile.data?.username}
      partnerMissing={missing}
    />
  );
}
