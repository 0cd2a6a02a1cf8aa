import { useEffect, useRef, useState } from 'react';

import { useSignedInUserId } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { isolated } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useBlockMember } from './api/block-member';
import { useHasBlocked } from './api/get-blocks';
import { BlockDialog } from './block-dialog';
import { BlockedNotice } from './blocked-notice';

/**
 * On another member's page, for a signed-in member: Block this member (after a confirmation),
 * or, once blocked, what that means with Unblock. Nothing for a visitor, on one's own page, or
 * while the member's blocks load.
 */
export function BlockMember({ member }: { member: { id: number; username: string } }) {
  const { t } = useTranslation();
  const viewerId = useSignedInUserId();
  const blocked = useHasBlocked(member.id);
  const block = useBlockMember();
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  // A block made or ended here replaces the control that had the focus: the focus follows to
  // what replaced it (the note of what the block means, or Block again).
  const shown = useRef(blocked);
  useEffect(() => {
    if (shown.current !== undefined && blocked !== undefined && shown.current !== blocked) {
      (blocked ? notice.current : trigger.current)?.focus();
    }
    shown.current = blocked;
  }, [blocked]);

  if (viewerId === undefined || viewerId === member.id || blocked === undefined) return null;
  if (blocked) {
    return <BlockedNotice ref={notice} memberId={member.id} name={member.username} where="page" />;
  }

  function handleBlock() {
    block.mutate(member.id, {
      onSuccess: () => {
        setConfirming(false);
        showToast('success', t('blocks.toast.blocked', { name: isolated(member.username) }));
      },
      onError: (error) => {
        showToast('error', errorText(error, t, { failed: 'blocks.toast.blockFailed' }));
      },
    });
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
        className="inline-flex min-h-11 items-center rounded-lg px-1 text-sm font-semibold text-stone-700 underline-offset-4 hover:underline"
      >
        {t('blocks.button')}
      </button>
      {confirming && (
        <BlockDialog
          name={member.username}
          blocking={block.isPending}
          onBlock={handleBlock}
          onClose={() => setConfirming(false)}
          trigger={trigger}
        />
      )}
    </>
  );
}
