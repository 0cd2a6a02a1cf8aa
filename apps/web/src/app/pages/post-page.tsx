import { lazy, Suspense } from 'react';

import { PickupStatus } from '../../features/pickups/pickup-status';
import { PostLoading } from '../../features/posts/post-load-states';
import { PostPreviewPage } from '../../features/posts/post-preview-page';
import { ShareActions } from '../../features/sharing/share-actions';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { loadPageTexts } from '../../i18n/i18n';
import { paths } from '../../lib/paths';

/**
 * A member's page of the post, with its claim, report and message, and the texts of the pages
 * they open, loaded only for members: a visitor opening a shared link downloads the preview
 * and its texts alone.
 */
const MemberPostPage = lazy(async () => {
  const [module] = await Promise.all([import('./member-post-page'), loadPageTexts()]);
  return { default: module.MemberPostPage };
});

/**
 * A post: members get its page, visitors (a shared link opened signed out, or a session that
 * ended) its preview, which signs them in and back here, and says whether the item is promised
 * and how many asked for it. Both can share it.
 */
export function Component() {
  const { status } = useSession();
  const { localHref } = useLanguage();
  const shareActions = (post: { post_id: number; title: string }) => (
    <ShareActions title={post.title} path={localHref(paths.post, { id: post.post_id })} />
  );
  if (status !== 'signedIn') {
    return (
      <PostPreviewPage
        status={(post) => <PickupStatus postId={post.post_id} />}
        share={shareActions}
      />
    );
  }
  return (
    <Suspense fallback={<PostLoading />}>
      <MemberPostPage share={(post) => (post.under_review ? null : shareActions(post))} />
    </Suspense>
  );
}
