import { Button, type ButtonLook } from '../../components/ui/button';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { isolated } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useUnblockMember } from './api/block-member';

/** Unblock, at once (ending a block needs no confirmation), with a toast either way. */
export function UnblockButton({
  memberId,
  name,
  labelled = false,
  className,
  ...look
}: {
  memberId: number;
  name: string;
  /** names the member to screen readers, where several such buttons share a list */
  labelled?: boolean;
  className?: string;
} & ButtonLook) {
  const { t } = useTranslation();
  const unblock = useUnblockMember();

  async function handleClick() {
    try {
      await unblock.mutateAsync(memberId);
      showToast('success', t('blocks.toast.unblocked', { name: isolated(name) }));
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'blocks.toast.unblockFailed' }));
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      {...look}
      className={`min-h-11 ${className ?? ''}`}
      disabled={unblock.isPending}
      aria-label={labelled ? t('blocks.list.unblockName', { name }) : undefined}
      onClick={() => void handleClick()}
    >
      {unblock.isPending ? t('blocks.unblocking') : t('blocks.unblock')}
    </Button>
  );
}
