import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { ERROR_CODES } from '@tabarru/contract/errors';
import { secondStepRequestSchema } from '@tabarru/contract/two-factor';

import { SecondStepCodeInput } from '../../components/accounts/account-inputs';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert, useFormFailure } from '../../components/ui/form-alert';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { ERROR_CODE_KEYS, errorText, refusalCode } from '../../lib/error-keys';
import { fieldErrorText, type FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { useLoginSecondStep } from './api/login-second-step';
import { LINK_CLASS } from './link-class';

const codeSchema = secondStepRequestSchema.pick({ code: true });
type CodeValues = z.infer<typeof codeSchema>;

const resolver = schemaResolver<CodeValues>(codeSchema);

const ERROR_KEYS: FieldErrorKeys<'code'> = {
  code: {
    required: 'auth.login.secondStep.codeRequired',
    tooLong: 'auth.login.secondStep.codeRequired',
  },
};

/**
 * The second step of signing in, once the password was right: a code from the authenticator app,
 * or one of the recovery codes (the same field; a button swaps the phone's keyboard for one with
 * letters). A wrong code may be tried again; a sign-in left waiting too long starts over at the
 * password (`onRestart` with the reason), as Back does without one.
 */
export function SecondStepForm({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (token: string) => Promise<void>;
  onRestart: (reason: string | null) => void;
}) {
  const { t } = useTranslation();
  const secondStep = useLoginSecondStep();
  const [recovery, setRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ resolver, defaultValues: { code: '' } });
  const failure = useFormFailure(setError, ['code']);

  useEffect(() => {
    setFocus('code');
  }, [setFocus, recovery]);

  async function handleValidSubmit({ code }: CodeValues) {
    failure.clear();
    let token: string;
    try {
      token = (await secondStep.mutateAsync({ challenge, code })).jwtToken;
    } catch (error) {
      const expired =
        refusalCode(error) === ERROR_CODES.signInChallengeInvalid ||
        (error instanceof ApiError && error.status === 401);
      if (expired) {
        onRestart(t(ERROR_CODE_KEYS.SIGN_IN_CHALLENGE_INVALID));
        return;
      }
      failure.refuse(error, errorText(error, t, { failed: 'auth.login.secondStep.failed' }));
      return;
    }
    await onSignedIn(token);
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(handleValidSubmit)}
      onInput={failure.clear}
      className="space-y-5"
    >
      <Field
        id="login-code"
        label={t(recovery ? 'auth.login.secondStep.recoveryCode' : 'auth.login.secondStep.code')}
        hint={t(recovery ? 'auth.login.secondStep.recoveryHint' : 'auth.login.secondStep.codeHint')}
        error={fieldErrorText(t, ERROR_KEYS, 'code', errors.code?.type)}
      >
        {(control) => (
          <SecondStepCodeInput
            recovery={recovery}
            {...control}
            {...register('code')}
            className={`${control.className} text-lg tracking-widest`}
          />
        )}
      </Field>
      <button
        type="button"
        onClick={() => setRecovery((value) => !value)}
        className={`${LINK_CLASS} text-start`}
      >
        {t(recovery ? 'auth.login.secondStep.useAppCode' : 'auth.login.secondStep.useRecoveryCode')}
      </button>
      <FormAlert text={failure.text} />
      <Button type="submit" size="lg" wide disabled={isSubmitting}>
        {isSubmitting ? t('auth.login.secondStep.submitting') : t('auth.login.secondStep.submit')}
      </Button>
      <Button variant="neutral" wide disabled={isSubmitting} onClick={() => onRestart(null)}>
        {t('auth.login.secondStep.back')}
      </Button>
    </form>
  );
}
