import { useForm } from 'react-hook-form';

import {
  twoFactorPasswordRequestSchema,
  type TwoFactorPasswordRequest,
} from '@tabarru/contract/two-factor';
import { PASSWORD_MAX_LENGTH } from '@tabarru/contract/constants';

import { PasswordInput } from '../../components/accounts/account-inputs';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert, useFormFailure } from '../../components/ui/form-alert';
import type { CatalogKey } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { fieldErrorText, type FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { useFocusOnMount } from './focus-on-mount';

const resolver = schemaResolver<TwoFactorPasswordRequest>(twoFactorPasswordRequestSchema);

const ERROR_KEYS: FieldErrorKeys<'password'> = {
  password: {
    required: 'twoFactor.password.required',
    tooLong: 'auth.passwordTooLong',
  },
};

/**
 * The password again, in a small form in place of the button that asked for it (Turn off, New
 * recovery codes): a wrong password is said on its field, any other failure above the buttons.
 */
export function PasswordConfirmForm({
  id,
  lead,
  submit,
  submitting,
  variant = 'primary',
  failed,
  onConfirm,
  onCancel,
}: {
  id: string;
  lead: string;
  submit: string;
  submitting: string;
  variant?: ButtonVariant;
  /** what the form says when the API fails without a reason */
  failed: CatalogKey;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const leadRef = useFocusOnMount<HTMLParagraphElement>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorPasswordRequest>({ resolver, defaultValues: { password: '' } });
  const failure = useFormFailure(setError, ['password']);

  async function handleValidSubmit({ password }: TwoFactorPasswordRequest) {
    failure.clear();
    try {
      await onConfirm(password);
    } catch (error) {
      failure.refuse(error, errorText(error, t, { failed }));
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(handleValidSubmit)}
      onInput={failure.clear}
      className="space-y-4 rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <p ref={leadRef} tabIndex={-1} className="text-stone-800 focus:outline-none">
        {lead}
      </p>
      <Field
        id={id}
        label={t('twoFactor.password.label')}
        error={fieldErrorText(t, ERROR_KEYS, 'password', errors.password?.type, {
          max: PASSWORD_MAX_LENGTH,
        })}
      >
        {(control) => <PasswordInput purpose="current" {...control} {...register('password')} />}
      </Field>
      <FormAlert text={failure.text} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={variant} disabled={isSubmitting}>
          {isSubmitting ? submitting : submit}
        </Button>
        <Button variant="neutral" disabled={isSubmitting} onClick={onCancel}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}
