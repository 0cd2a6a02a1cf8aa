import { MessagesPage } from '../../features/messages/messages-page';
import { PostSummary } from '../../features/posts/post-summary';

/** /messages: each conversation with the item it is about, a link back to the post. */
export function Component() {
  return <MessagesPage item={(item) => <PostSummary post={item} size="sm" />} />;
}
