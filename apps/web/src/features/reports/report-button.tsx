import { useRef, useState } from 'react';

import type { ReportReason } from '@tabarru/contract/moderation';
import type { PostDetail } from '@tabarru/contract/posts';

import { useSession } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-keys';
import { showToast } from '../../lib/toast';
import { useReportPost } from './api/report-post';
import { ReportDialog } from './report-dialog';

type ReportablePost = Pick<PostDetail, 'post_id' | 'user_id' | 'under_review'>;

/** Members report other members' posts; a post already under review has nothing to report. */
export function mayReport(
  viewer: { userId: number; isAdmin: boolean } | null,
  post: ReportablePost,
) {
  return viewer !== null && !viewer.isAdmin && viewer.userId !== post.user_id && !post.under_review;
}

/**
 * 'Report this post' on the post page: a reason and a note, sent once; afterwards it says
 * 'Reported'. `onReported` lets the page refresh what the report may hide (the feed).
 */
export function ReportButton({
  post,
  onReported,
}: {
  post: ReportablePost;
  onReported?: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const report = useReportPost();
  const [dialogOpen, setDialogOpen] = useState(false);
  // Remembering which post was reported resets the state when the page shows another post.
  const [reportedPost, setReportedPost] = useState<number | null>(null);
  const [rejectedNote, setRejectedNote] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  if (!mayReport(session.user ?? null, post)) return null;
  const reported = reportedPost === post.post_id;

  const closeDialog = () => setDialogOpen(false);

  // Awaited rather than mutate's callbacks, which are skipped once the button is gone (a
  // refused session turns the post page into the visitor's preview).
  async function handleSend({ reason, note }: { reason: ReportReason; note: string }) {
    let reply;
    try {
      reply = await report.mutateAsync({
        postId: post.post_id,
        reason,
        note: note.trim() === '' ? undefined : note,
      });
    } catch (error) {
      // Said under the note itself, which the member can shorten.
      if (error instanceof ApiError && error.field === 'note') setRejectedNote(note);
      else showToast('error', errorText(error, t, { failed: 'reports.toast.failed' }));
      return;
    }
    showToast(
      'success',
      t(reply.already_reported ? 'reports.toast.already' : 'reports.toast.sent'),
    );
    setReportedPost(post.post_id);
    closeDialog();
    onReported?.();
  }

  return (
    <>
      {/* aria-disabled rather than disabled once sent, so the focus can come back to it. */}
      <button
        ref={trigger}
        type="button"
        aria-haspopup={reported ? undefined : 'dialog'}
        aria-disabled={reported ? true : undefined}
        onClick={reported ? undefined : () => setDialogOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-semibold text-stone-700 underline-offset-4 hover:underline aria-disabled:cursor-not-allowed aria-disabled:no-underline"
      >
        {reported ? t('reports.sentState') : t('reports.button')}
      </button>
      {dialogOpen && (
        <ReportDialog
          sending={report.isPending}
          rejectedNote={rejectedNote}
          onSend={(report) => void handleSend(report)}
          onClose={closeDialog}
          trigger={trigger}
        />
      )}
    </>
  );
}
