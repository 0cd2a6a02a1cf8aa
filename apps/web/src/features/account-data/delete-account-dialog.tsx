import { useId, useState, type FormEvent, type RefObject } from 'react';

import { PasswordInput } from '../../components/accounts/account-inputs';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Sheet } from '../../components/ui/sheet';
import { useTranslation } from '../../i18n/use-translation';
import { errorText, refusalCode } from '../../lib/error-keys';

/**
 * The sheet of Delete my account: what deleting means, in plain words, then the password and
 * Delete or Cancel. A wrong password is said on its field; any other failure above the buttons.
 * It closes on Cancel, its close button, Escape or a tap beside it, except while deleting.
 */
export function DeleteAccountDialog({
  deleting,
  failure,
  onDelete,
  onEdit,
  onClose,
  trigger,
}: {
  deleting: boolean;
  /** why the last try failed, until the password is edited; null otherwise */
  failure: unknown;
  onDelete: (password: string) => void;
  /** the password changed: the last failure no longer applies */
  onEdit: () => void;
  onClose: () => void;
  trigger: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const passwordId = useId();

  const wrong = refusalCode(failure) === 'WRONG_PASSWORD';
  const fieldError = missing
    ? t('accountData.delete.passwordRequired')
    : wrong
      ? t('accountData.delete.wrongPassword')
      : undefined;
  const formError =
    failure && !wrong ? errorText(failure, t, { failed: 'accountData.delete.failed' }) : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (deleting) return;
    if (password === '') {
      setMissing(true);
      return;
    }
    onDelete(password);
  }

  return (
    <Sheet
      title={t('accountData.delete.title')}
      onClose={onClose}
      dismissible={!deleting}
      returnFocus={trigger}
    >
      <form className="space-y-5" onSubmit={handleSubmit} noValidate>
        <div className="text-stone-800">
          <p className="font-semibold">{t('accountData.delete.lead')}</p>
          <ul className="mt-2 list-disc space-y-1.5 ps-5">
            <li>{t('accountData.delete.content')}</li>
            <li>{t('accountData.delete.session')}</li>
            <li>{t('accountData.delete.final')}</li>
          </ul>
        </div>
        <Field
          id={passwordId}
          label={t('accountData.delete.password')}
          hint={t('accountData.delete.passwordHint')}
          error={fieldError}
        >
          {(control) => (
            <PasswordInput
              purpose="current"
              {...control}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setMissing(false);
                onEdit();
              }}
              disabled={deleting}
            />
          )}
        </Field>
        <FormAlert text={formError} />
        <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          <Button variant="neutral" onClick={onClose} disabled={deleting}>
            {t('accountData.delete.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={deleting}>
            {deleting ? t('accountData.delete.deleting') : t('accountData.delete.confirm')}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
