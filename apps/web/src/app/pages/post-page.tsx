import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { ClaimButton } from '../../features/claims/claim-button';
import { postQueryKey } from '../../features/posts/api/get-post';
import { PostPage } from '../../features/posts/post-page';

/**
 * The post page with the 'I received this item' claim button (spec 000 §2.3, spec 001 §4); a
 * sent claim reads the post again, so it shows as sent when the member comes back to it.
 */
export function Component() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  return (
    <PostPage
      actions={(post) => (
        <ClaimButton
          post={post}
          onSent={() => void queryClient.invalidateQueries({ queryKey: postQueryKey(id) })}
        />
      )}
    />
  );
}
