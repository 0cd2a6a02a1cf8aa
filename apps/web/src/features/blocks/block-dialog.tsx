import type { RefObject } from 'react';

import { Button } from '../../components/ui/button';
import { Sheet } from '../../components/ui/sheet';
import { useTranslation } from '../../i18n/use-translation';
import { isolated } from '../../lib/format';

/**
 * The confirmation before blocking: what a block does, then Block or Cancel. It closes on
 * Cancel, its close button, Escape or a tap beside it, except while blocking; the focus goes
 * back to `trigger`.
 */
export function BlockDialog({
  name,
  blocking,
  onBlock,
  onClose,
  trigger,
}: {
  name: string;
  blocking: boolean;
  onBlock: () => void;
  onClose: () => void;
  trigger: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <Sheet
      title={t('blocks.confirm.title', { name: isolated(name) })}
      description={t('blocks.confirm.lead')}
      onClose={onClose}
      dismissible={!blocking}
      returnFocus={trigger}
    >
      <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button variant="neutral" onClick={onClose} disabled={blocking}>
          {t('blocks.confirm.cancel')}
        </Button>
        <Button variant="danger" onClick={onBlock} disabled={blocking}>
          {blocking ? t('blocks.confirm.blocking') : t('blocks.confirm.block')}
        </Button>
      </div>
    </Sheet>
  );
}
