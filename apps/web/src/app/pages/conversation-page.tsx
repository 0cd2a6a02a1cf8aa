import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useHasBlocked } from '../../features/blocks/api/get-blocks';
import { BlockedNotice } from '../../features/blocks/blocked-notice';
import { ConversationNotFound, ConversationPage } from '../../features/messages/conversation-page';
import { usePublicProfile } from '../../features/profile/api/get-public-profile';
import { ApiError } from '../../lib/api-client';

const ID_MAX = 2 ** 31 - 1;

/**
 * /dm/:userId (spec 001 §2): the conversation, titled with the member's name from their public
 * profile ('User {id}' while it loads or if it cannot). Reached from any link: the post page's
 * Message Seller, a profile's Message button, the messages list, an email. With a member the
 * viewer blocked, it says so with Unblock instead of the conversation.
 */
export function Component() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const partnerId = /^\d{1,10}$/.test(userId) ? Number(userId) : 0;
  const profile = usePublicProfile(userId);
  const blocked = useHasBlocked(partnerId);
  if (partnerId < 1 || partnerId > ID_MAX) return <ConversationNotFound />;
  const missing = profile.error instanceof ApiError && [400, 404].includes(profile.error.status);
  const name = profile.data?.username ?? t('messages.conversation.fallbackName', { id: partnerId });
  return (
    <ConversationPage
      key={partnerId}
      partnerId={partnerId}
      partnerName={profile.data?.username}
      partnerMissing={missing}
      blockedNotice={
        blocked ? (
          <BlockedNotice memberId={partnerId} name={name} where="conversation" />
        ) : undefined
      }
    />
  );
}
