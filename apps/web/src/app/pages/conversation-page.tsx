import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';

import { useHasBlocked } from '../../features/blocks/api/get-blocks';
import { BlockedNotice } from '../../features/blocks/blocked-notice';
import { ClaimButton } from '../../features/claims/claim-button';
import { ConversationNotFound, ConversationPage } from '../../features/messages/conversation-page';
import { postQueryKey, usePost } from '../../features/posts/api/get-post';
import { PostSummary } from '../../features/posts/post-summary';
import { usePublicProfile } from '../../features/profile/api/get-public-profile';
import { useSession } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { CONVERSATION_ITEM_PARAM } from '../../lib/paths';

const ID_MAX = 2 ** 31 - 1;

/** An id of the path or the query (`?post=`): digits naming a row, or 0 for none. */
function idOf(text: string | null | undefined): number {
  const id = text && /^\d{1,10}$/.test(text) ? Number(text) : 0;
  return id <= ID_MAX ? id : 0;
}

/**
 * The item of the conversation between the viewer and `partnerId`: its photo, title and
 * availability, the link back to it, and the claim when the viewer may make one. Nothing while it
 * loads, nor for a post they may not see or of neither of the two.
 */
function ConversationItem({ postId, partnerId }: { postId: number; partnerId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const post = usePost(String(postId));
  if (!post.data || ![user?.userId, partnerId].includes(post.data.user_id)) return null;
  return (
    <section
      aria-label={t('messages.conversation.about')}
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-xl border border-stone-200 bg-white p-2"
    >
      <div className="min-w-0 flex-[1_1_7.5rem]">
        <PostSummary
          post={{
            id: post.data.post_id,
            title: post.data.title,
            thumbnail_url: post.data.images[0]?.thumbnail_url ?? null,
            availability: post.data.availability,
          }}
        />
      </div>
      <ClaimButton
        post={post.data}
        size="sm"
        onSent={() =>
          void queryClient.invalidateQueries({ queryKey: postQueryKey(String(postId)) })
        }
      />
    </section>
  );
}

/**
 * /dm/:userId: the conversation, titled with the member's name from their public profile ('User
 * {id}' while it loads or if it cannot). Reached from any link: the post page's Message Seller
 * (`?post=`: the conversation is then about that item, and what is sent from here says so), a
 * profile's Message button, the messages list, an email. With a member the viewer blocked, it says
 * so with Unblock instead of the conversation.
 */
export function Component() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const [search] = useSearchParams();
  const { user } = useSession();
  const partnerId = idOf(userId);
  const profile = usePublicProfile(userId);
  const blocked = useHasBlocked(partnerId);
  // The item asked about, while it may be about it: once it answers, a post of one of the two.
  const askedId = idOf(search.get(CONVERSATION_ITEM_PARAM));
  const asked = usePost(String(askedId), { enabled: askedId > 0 });
  const askedUsable =
    askedId > 0 &&
    !asked.isError &&
    (!asked.data || [user?.userId, partnerId].includes(asked.data.user_id));
  if (partnerId < 1) return <ConversationNotFound />;
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
      aboutPostId={askedUsable ? askedId : undefined}
      item={(postId) => <ConversationItem postId={postId} partnerId={partnerId} />}
    />
  );
}
