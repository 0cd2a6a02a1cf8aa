import { useSignedInUserId } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { useRealtimeEvent } from '../../lib/realtime';
import { usePostAsks } from './api/get-post-asks';
import { AskerPanel } from './asker-panel';
import { DonorAsks } from './donor-asks';
import { mayAsk, ownAsk, type AskablePost } from './pickup-rules';
import { PickupStatusLine } from './pickup-status';

/**
 * From "I'd like this" to collected, on a post's page for members: whether the item is promised
 * and how many asked, then the donor's list of who asked, or the member's own ask. Nothing on a
 * wanted post, which is answered with a message; nothing while the asks cannot be read (the rest
 * of the page does not depend on them). Each step the other member takes is also a message to
 * this one about the item: its arrival reads the asks again, so the page follows the other side.
 */
export function PickupPanel({ post }: { post: AskablePost }) {
  const { t } = useTranslation();
  const viewerId = useSignedInUserId();
  const asks = usePostAsks(post.post_id, viewerId, { enabled: post.kind !== 'wanted' });
  useRealtimeEvent('private_message', (message) => {
    const aboutThisItem = message.threadPostId === post.post_id || message.postId === post.post_id;
    if (message.ask && aboutThisItem) void asks.refetch();
  });
  if (post.kind === 'wanted' || viewerId === undefined || !asks.data) return null;
  const isDonor = viewerId === post.user_id;
  const status = <PickupStatusLine promised={asks.data.promised} asksOpen={asks.data.asks_open} />;
  // Nothing to do here: a post given away before anyone asked, or one a member never asked for
  // and can no longer ask for.
  const nothingToDo = isDonor
    ? asks.data.asks.length === 0 && post.availability !== 'available'
    : ownAsk(asks.data.asks) === undefined && !mayAsk(post, undefined);
  if (nothingToDo) return status;
  const headingId = `pickup-heading-${post.post_id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <div className="space-y-2">
        <h2 id={headingId} className="font-semibold text-stone-900">
          {t('pickups.heading')}
        </h2>
        {status}
      </div>
      {isDonor ? (
        <DonorAsks post={post} viewerId={viewerId} asks={asks.data} />
      ) : (
        <AskerPanel post={post} viewerId={viewerId} asks={asks.data} />
      )}
    </section>
  );
}
