import { Link } from 'react-router';

import type { PostDetail } from '@tabarru/contract/posts';

import { VerifiedMark } from '../../components/ui/verified-mark';
import { useLanguage } from '../../hooks/use-language';
import { useSignedInUserId } from '../../hooks/use-session';
import { paths } from '../../lib/paths';
import { NeedProgress } from './need-progress';
import { NeedReceipts } from './need-receipts';
import { NeededBy } from './needed-by';

/**
 * On a need's page (a wanted post with `need`): the "Verified organisation" mark with the
 * organisation's name, in the page's language, to its page, the day the items are needed by
 * (the post's deadline) and how many have come in; for the organisation itself (the post's
 * owner), what it records as they come in. Nothing on any other post.
 */
export function NeedPanel({
  post,
}: {
  post: Pick<PostDetail, 'post_id' | 'user_id' | 'deadline' | 'need'>;
}) {
  const { language, localHref } = useLanguage();
  const viewerId = useSignedInUserId();
  const { need } = post;
  if (!need) return null;
  const { organisation } = need;
  return (
    <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <VerifiedMark />
        <Link
          to={localHref(paths.organisationPage, { id: organisation.id })}
          className="inline-flex min-h-11 items-center font-semibold break-words text-brand-800 underline underline-offset-4"
        >
          {language === 'ar' ? organisation.name_ar : organisation.name_en}
        </Link>
      </div>
      {post.deadline && <NeededBy deadline={post.deadline} className="text-stone-800" />}
      <NeedProgress quantity={need.quantity} received={need.received} />
      {viewerId === post.user_id && (
        <NeedReceipts postId={post.post_id} left={need.quantity - need.received} />
      )}
    </div>
  );
}
