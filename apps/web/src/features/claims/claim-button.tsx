import { useRef, useState } from 'react';

import { CLAIM_MESSAGE_MAX, CLAIM_PENDING_MAX } from '@tabarru/contract/claims';

import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useCreateClaim } from './api/create-claim';
import { ClaimDialog } from './claim-dialog';
import { claimFailure, claimIsPending, mayClaim, type ClaimablePost } from './claim-rules';

const BUTTON =
  'inline-flex items-center justify-center rounded-lg font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** `sm` beside a line of other content (a conversation's item), still 44 px tall. */
const SIZES = { md: 'px-4 py-2.5', sm: 'min-h-11 px-3 py-2 text-sm' } as const;

/**
 * 'I received this item' on the post page: a signed-in member who does not own an available post
 * tells its donor they received it, with an optional note. While that claim waits for the donor the
 * button says 'Claim sent', from the moment it is sent and on every later visit (the post says so
 * in `viewer_claim_status`). `onSent` lets the page read the post again.
 */
export function ClaimButton({
  post,
  onSent,
  size = 'md',
}: {
  post: ClaimablePost;
  onSent?: () => void;
  size?: keyof typeof SIZES;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const session = useSession();
  const claim = useCreateClaim();
  const [dialogOpen, setDialogOpen] = useState(false);
  // Remembering which post was claimed resets the state when the page shows another post.
  const [sentFor, setSentFor] = useState<number | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  if (!mayClaim(session.user?.userId, post)) return null;

  const closeDialog = () => setDialogOpen(false);

  // Awaited rather than mutate's callbacks, which are skipped once the button is gone: a
  // refused session turns the post page into the visitor's preview, and the toast must still say why.
  async function handleSend(message: string) {
    try {
      await claim.mutateAsync({
        post_id: post.post_id,
        message: message.trim() === '' ? undefined : message,
      });
    } catch (error) {
      const failure = claimFailure(error);
      showToast(
        'error',
        t(failure.says, {
          max: formatNumber(CLAIM_MESSAGE_MAX, language),
          quota: formatNumber(CLAIM_PENDING_MAX, language),
        }),
      );
      if (failure.alreadySent) setSentFor(post.post_id);
      if (failure.closes) closeDialog();
      return;
    }
    showToast('success', t('claims.toast.sent'));
    setSentFor(post.post_id);
    closeDialog();
    onSent?.();
  }

  const sent = claimIsPending(post, sentFor === post.post_id);
  return (
    <>
      {/* aria-disabled rather than disabled once sent, so the focus can come back to it. */}
      <button
        ref={trigger}
        type="button"
        aria-haspopup={sent ? undefined : 'dialog'}
        aria-disabled={sent ? true : undefined}
        onClick={sent ? undefined : () => setDialogOpen(true)}
        className={
          sent
            ? `${BUTTON} ${SIZES[size]} cursor-not-allowed border border-stone-300 bg-stone-100 text-stone-600`
            : `${BUTTON} ${SIZES[size]} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`
        }
      >
        {sent ? t('claims.sentState') : t('claims.button')}
      </button>
      {dialogOpen && (
        <ClaimDialog
          sending={claim.isPending}
          onSend={(message) => void handleSend(message)}
          onClose={closeDialog}
          trigger={trigger}
        />
      )}
    </>
  );
}
