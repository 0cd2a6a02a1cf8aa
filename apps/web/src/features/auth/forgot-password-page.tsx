import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { forgotPasswordRequestSchema } from '@tabarru/contract/accounts';

import { EmailInput } from '../../components/accounts/account-inputs';
import { EMAIL_ERROR_KEYS } from '../../components/accounts/account-field-errors';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert, useFormFailure } from '../../components/ui/form-alert';
import { FormSection } from '../../components/ui/form-section';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { fieldErrorText, type FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { paths } from '../../lib/paths';
import { useRequestPasswordReset } from './api/request-password-reset';
import { LINK_CLASS } from './link-class';

interface ForgotValues {
  email: string;
}

const resolver = schemaResolver<ForgotValues>(forgotPasswordRequestSchema.omit({ locale: true }));

const ERROR_KEYS: FieldErrorKeys<'email'> = {
  email: EMAIL_ERROR_KEYS,
};

/**
 * Asks for a reset link, mailed in the page's language. The answer is the same whether or not
 * the email has an account, so the page says the same in both cases.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const [sent, setSent] = useState(false);
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ resolver, defaultValues: { email: '' } });
  const failure = useFormFailure(setError, ['email']);
  useDocumentTitle(t('auth.forgot.title'));

  async function handleValidSubmit(values: ForgotValues) {
    failure.clear();
    setSent(false);
    try {
      await requestReset.mutateAsync({ ...values, locale: language });
      setSent(true);
    } catch (error) {
      failure.refuse(error, errorText(error, t, { failed: 'auth.forgot.failed' }));
    }
  }

  return (
    <FormSection heading={t('auth.forgot.heading')} lead={t('auth.forgot.lead')}>
      <form
        noValidate
        onSubmit={handleSubmit(handleValidSubmit)}
        onInput={failure.clear}
        className="space-y-5"
      >
        <Field
          id="forgot-email"
          label={t('auth.email')}
          error={fieldErrorText(t, ERROR_KEYS, 'email', errors.email?.type)}
        >
          {(control) => <EmailInput {...control} {...register('email')} />}
        </Field>
        <p role="status" className="font-semibold text-brand-800 empty:hidden">
          {sent ? t('auth.forgot.sent') : ''}
        </p>
        <FormAlert text={failure.text} />
        <Button type="submit" size="lg" wide disabled={isSubmitting}>
          {isSubmitting ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
        </Button>
      </form>
      <p className="mt-6">
        <Link to={localHref(paths.login)} className={LINK_CLASS}>
          {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </FormSection>
  );
}

export { ForgotPasswordPage as Component };
