import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { newPasswordSchema } from '@tabarru/contract/accounts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tabarru/contract/constants';

import { PasswordInput } from '../../components/accounts/account-inputs';
import { NEW_PASSWORD_ERROR_KEYS } from '../../components/accounts/account-field-errors';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert, useFormFailure } from '../../components/ui/form-alert';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { fieldErrorText, type FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { formatNumber } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useChangePassword } from './api/change-password';

const passwordSchema = z
  .object({
    currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((values) => values.newPassword === values.confirm, {
    path: ['confirm'],
    message: "New passwords don't match",
  });
type PasswordValues = z.infer<typeof passwordSchema>;
type PasswordField = keyof PasswordValues;

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirm: '' };
const resolver = schemaResolver<PasswordValues>(passwordSchema);

const ERROR_KEYS: FieldErrorKeys<PasswordField> = {
  currentPassword: {
    required: 'profile.currentPasswordRequired',
    invalid: 'profile.currentPasswordRequired',
    tooLong: 'auth.passwordTooLong',
  },
  newPassword: NEW_PASSWORD_ERROR_KEYS,
  confirm: { required: 'profile.confirmRequired', invalid: 'profile.mismatch' },
};

const FIELD_LABELS = {
  currentPassword: 'profile.currentPassword',
  newPassword: 'profile.newPassword',
  confirm: 'profile.confirmPassword',
} as const satisfies Record<PasswordField, string>;

/** Current, new and confirmed password; the reply's token replaces the one it ended. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ resolver, defaultValues: EMPTY });
  const failure = useFormFailure(setError, ['currentPassword', 'newPassword']);

  async function handleValidSubmit({ currentPassword, newPassword }: PasswordValues) {
    failure.clear();
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      showToast('success', t('profile.passwordUpdated'));
    } catch (error) {
      failure.refuse(error, errorText(error, t, { failed: 'profile.passwordFailed' }));
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(handleValidSubmit)}
      onInput={failure.clear}
      className="space-y-5"
    >
      <h2 className="text-xl font-bold text-stone-900">{t('profile.passwordHeading')}</h2>
      {(Object.keys(FIELD_LABELS) as PasswordField[]).map((field) => {
        return (
          <Field
            key={field}
            id={`password-${field}`}
            label={t(FIELD_LABELS[field])}
            hint={
              field === 'newPassword'
                ? t('auth.passwordHint', { min: formatNumber(PASSWORD_MIN_LENGTH, language) })
                : undefined
            }
            error={fieldErrorText(t, ERROR_KEYS, field, errors[field]?.type, {
              min: formatNumber(PASSWORD_MIN_LENGTH, language),
              max: formatNumber(PASSWORD_MAX_LENGTH, language),
            })}
          >
            {(control) => (
              <PasswordInput
                purpose={field === 'currentPassword' ? 'current' : 'new'}
                {...control}
                {...register(field)}
              />
            )}
          </Field>
        );
      })}
      <FormAlert text={failure.text} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('profile.changingPassword') : t('profile.changePassword')}
      </Button>
    </form>
  );
}
