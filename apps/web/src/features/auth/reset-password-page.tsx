import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';

import { newPasswordSchema } from '@tabarru/contract/accounts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tabarru/contract/constants';
import { ERROR_CODES } from '@tabarru/contract/errors';

import { PasswordInput } from '../../components/accounts/account-inputs';
import { NEW_PASSWORD_ERROR_KEYS } from '../../components/accounts/account-field-errors';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { FormSection } from '../../components/ui/form-section';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { errorText, refusalCode } from '../../lib/error-keys';
import { fieldErrorText, setFieldErrorFromApi, type FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { useResetPassword } from './api/reset-password';
import { LINK_CLASS } from './link-class';

const resetSchema = z
  .object({ new_password: newPasswordSchema, confirm: z.string() })
  .refine((values) => values.new_password === values.confirm, {
    path: ['confirm'],
    message: "Passwords don't match",
  });
type ResetValues = z.infer<typeof resetSchema>;
type ResetField = keyof ResetValues;

const resolver = schemaResolver<ResetValues>(resetSchema);

const ERROR_KEYS: FieldErrorKeys<ResetField> = {
  new_password: NEW_PASSWORD_ERROR_KEYS,
  confirm: { required: 'auth.reset.confirmRequired', invalid: 'auth.reset.mismatch' },
};

/** Sets a new password with the token of a mailed link (?token=), then goes to login. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [failure, setFailure] = useState<{ text: string; newLink: boolean } | null>(null);
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ resolver, defaultValues: { new_password: '', confirm: '' } });
  useDocumentTitle(t('auth.reset.title'));

  async function handleValidSubmit(values: ResetValues) {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ token, new_password: values.new_password });
      showToast('success', t('auth.reset.success'));
      await navigate(localHref(paths.login), { replace: true });
    } catch (error) {
      if (setFieldErrorFromApi(error, setError, ['new_password'])) return;
      setFailure({
        text: errorText(error, t, { failed: 'auth.reset.failed' }),
        newLink: refusalCode(error) === ERROR_CODES.resetTokenInvalid,
      });
    }
  }

  const fieldText = (field: ResetField) => {
    return fieldErrorText(t, ERROR_KEYS, field, errors[field]?.type, {
      min: formatNumber(PASSWORD_MIN_LENGTH, language),
      max: formatNumber(PASSWORD_MAX_LENGTH, language),
    });
  };

  const requestNew = (
    <Link to={localHref(paths.forgotPassword)} className={LINK_CLASS}>
      {t('auth.reset.requestNew')}
    </Link>
  );

  // The token is in this page's URL: no page it links to may learn it (docs/security.md).
  const noReferrer = <meta name="referrer" content="no-referrer" />;

  if (token === '') {
    return (
      <FormSection heading={t('auth.reset.heading')}>
        {noReferrer}
        <p role="alert" className="font-semibold text-red-800">
          {t('auth.reset.missingToken')}
        </p>
        <p className="mt-4">{requestNew}</p>
      </FormSection>
    );
  }

  return (
    <FormSection heading={t('auth.reset.heading')}>
      {noReferrer}
      <form
        noValidate
        onSubmit={handleSubmit(handleValidSubmit)}
        onInput={() => setFailure(null)}
        className="space-y-5"
      >
        <Field
          id="reset-password"
          label={t('auth.reset.newPassword')}
          hint={t('auth.passwordHint', { min: formatNumber(PASSWORD_MIN_LENGTH, language) })}
          error={fieldText('new_password')}
        >
          {(control) => <PasswordInput purpose="new" {...control} {...register('new_password')} />}
        </Field>
        <Field
          id="reset-confirm"
          label={t('auth.reset.confirmPassword')}
          error={fieldText('confirm')}
        >
          {(control) => <PasswordInput purpose="new" {...control} {...register('confirm')} />}
        </Field>
        <FormAlert text={failure?.text ?? null}>
          {failure?.newLink && <p className="mt-2">{requestNew}</p>}
        </FormAlert>
        <Button type="submit" size="lg" wide disabled={isSubmitting}>
          {isSubmitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
    </FormSection>
  );
}

export { ResetPasswordPage as Component };
