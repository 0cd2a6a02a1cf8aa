import { ClaimButton } from '../../features/claims/claim-button';
import { PostPage } from '../../features/posts/post-page';

/** The post page with the 'I received this item' claim button (spec 000 §2.3, spec 001 §4). */
export function Component() {
  return <PostPage actions={(post) => <ClaimButton post={post} />} />;
}
