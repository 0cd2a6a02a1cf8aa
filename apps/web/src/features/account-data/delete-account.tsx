import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '../../components/ui/button';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { signOut } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useDeleteOwnAccount } from './api/delete-account';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * "Delete your account": Delete my account opens the sheet that asks for the password; once
 * the account is gone the page signs out and goes home, saying so.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useDeleteOwnAccount();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  function handleDelete(password: string) {
    deletion.mutate(
      { password },
      {
        onSuccess: () => {
          setOpen(false);
          signOut();
          queryClient.removeQueries({ queryKey: ['account'] });
          showToast('success', t('accountData.delete.done'));
          void navigate(localHref(paths.home));
        },
      },
    );
  }

  function handleClose() {
    setOpen(false);
    deletion.reset();
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-bold text-stone-900">
        {t('accountData.delete.heading')}
      </h3>
      <p className="text-stone-700">{t('accountData.delete.text')}</p>
      <Button ref={trigger} variant="danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('accountData.delete.button')}
      </Button>
      {open && (
        <DeleteAccountDialog
          deleting={deletion.isPending}
          failure={deletion.error}
          onDelete={handleDelete}
          onEdit={() => deletion.reset()}
          onClose={handleClose}
          trigger={trigger}
        />
      )}
    </section>
  );
}
