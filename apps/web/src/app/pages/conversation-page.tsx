import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';

import { WantedBadge } from '../../components/ui/wanted-badge';
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
 * The item of the thread between the viewer and `partnerId`: its photo, title and availability,
 * the link back to it, and what fits it: on a donated item the claim when the viewer may make
 * one; a wanted post (what its author looks for, answered by messages) says so and is never
 * claimed. Nothing while it loads, nor for a post of neither of the two; a post deleted or no
 * longer shown is said to be so, its thread still open.
 */
function ConversationItem({ postId, partnerId }: { postId: number; partnerId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const post = usePost(String(postId));
  if (post.error instanceof ApiError && [403, 404].includes(post.error.status)) {
    return (
      <p className="rounded-xl border border-stone-200 bg-white px-3 py-2 text-sm text-stone-700">
        {t('messages.conversation.itemGone')}
      </p>
    );
  }
  if (!post.data || ![user?.userId, partnerId].includes(post.data.user_id)) return null;
  const wanted = post.data.kind === 'wanted';
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
      {wanted ? (
        <WantedBadge />
      ) : (
        <ClaimButton
          post={post.data}
          size="sm"
          onSent={() =>
            void queryClient.invalidateQueries({ queryKey: postQueryKey(String(postId)) })
          }
        />
      )}
    </section>
  );
}

/**
 * /dm/:userId: a thread with the member, titled with their name from their public profile ('User
 * {id}' while it loads or if it cannot): the one about the item `?post=` names (the post page's
 * Message Seller or I have this, the messages list, a notification, an email), or without it the
 * one about no item (a profile's Message button). A post of neither member names no thread: the
 * one about no item opens. With a member the viewer blocked, it says so with Unblock instead.
 */
export function Component() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const [search] = useSearchParams();
  const { user } = useSession();
  const partnerId = idOf(userId);
  const profile = usePublicProfile(userId);
  const blocked = useHasBlocked(partnerId);
  // The thread's item, unless it answers as a post of neither of the two; a deleted one
  // still names its thread.
  const askedId = idOf(search.get(CONVERSATION_ITEM_PARAM));
  const asked = usePost(String(askedId), { enabled: askedId > 0 });
  const threadPostId =
    askedId > 0 && (!asked.data || [user?.userId, partnerId].includes(asked.data.user_id))
      ? askedId
      : null;
  if (partnerId < 1) return <ConversationNotFound />;
  const missing = profile.error instanceof ApiError && [400, 404].includes(profile.error.status);
  const name = profile.data?.username ?? t('messages.conversation.fallbackName', { id: partnerId });
  return (
    <ConversationPage
      key={`${partnerId}:${threadPostId}`}
      partnerId={partnerId}
      partnerName={profile.data?.username}
      partnerMissing={missing}
      blockedNotice={
        blocked ? (
          <BlockedNotice memberId={partnerId} name={name} where="conversation" />
        ) : undefined
      }
      threadPostId={threadPostId}
      item={(postId) => <ConversationItem postId={postId} partnerId={partnerId} />}
    />
  );
}
