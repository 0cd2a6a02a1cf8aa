import { lazy, Suspense, useId } from 'react';
import { useForm } from 'react-hook-form';

import {
  twoFactorEnableRequestSchema,
  type TwoFactorEnableRequest,
  type TwoFactorSetupReply,
} from '@tabarru/contract/two-factor';

import { SecondStepCodeInput } from '../../components/accounts/account-inputs';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert, useFormFailure } from '../../components/ui/form-alert';
import { Skeleton, SkeletonStatus } from '../../components/ui/skeleton';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { fieldErrorText, type FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { showToast } from '../../lib/toast';
import { useEnableTwoFactor } from './api/enable-two-factor';
import { useFocusOnMount } from './focus-on-mount';

// The QR encoder is only needed here: it comes in its own chunk when set-up starts.
const QrCode = lazy(() => import('./qr-code'));

const resolver = schemaResolver<TwoFactorEnableRequest>(twoFactorEnableRequestSchema);

const ERROR_KEYS: FieldErrorKeys<'code'> = {
  code: { required: 'twoFactor.setup.codeRequired', tooLong: 'twoFactor.setup.codeRequired' },
};

/** A set-up key as an app asks for it by hand: in groups of four, which are easier to copy. */
export function groupedKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The set-up key, to type into an app that cannot scan, with Copy. */
function SetupKey({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const labelId = useId();

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(secret);
      showToast('success', t('twoFactor.setup.copied'));
    } catch (error) {
      console.warn('two-factor: the key could not be copied', error);
      showToast('error', t('twoFactor.setup.copyFailed'));
    }
  }

  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2">
      <p id={labelId} className="text-stone-800">
        {t('twoFactor.setup.keyLabel')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <code
          dir="ltr"
          className="rounded-lg bg-stone-100 px-3 py-2 font-mono text-base break-all text-stone-900 select-all"
        >
          {groupedKey(secret)}
        </code>
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11"
          onClick={() => void handleCopy()}
        >
          {t('twoFactor.setup.copy')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Setting up two-step sign-in: the QR code of the new secret for an authenticator app (its key
 * beside it, for typing by hand), then a code from the app to confirm, which turns it on and
 * answers the recovery codes (`onEnabled`).
 */
export function TwoFactorSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetupReply;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const enable = useEnableTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorEnableRequest>({ resolver, defaultValues: { code: '' } });
  const failure = useFormFailure(setError, ['code']);

  async function handleValidSubmit({ code }: TwoFactorEnableRequest) {
    failure.clear();
    try {
      const { recoveryCodes } = await enable.mutateAsync({ code });
      showToast('success', t('twoFactor.turnedOn'));
      onEnabled(recoveryCodes);
    } catch (error) {
      failure.refuse(error, errorText(error, t, { failed: 'twoFactor.setup.failed' }));
    }
  }

  return (
    <div className="space-y-5 rounded-xl border border-stone-200 bg-stone-50 p-4">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-stone-900 focus:outline-none"
      >
        {t('twoFactor.setup.heading')}
      </h3>
      <ol className="list-decimal space-y-5 ps-5 text-stone-800 marker:font-bold">
        <li className="space-y-3">
          <p>{t('twoFactor.setup.scan')}</p>
          <Suspense
            fallback={
              <SkeletonStatus label={t('twoFactor.setup.qrLoading')}>
                <Skeleton className="aspect-square w-full max-w-[220px] rounded" />
              </SkeletonStatus>
            }
          >
            <QrCode text={setup.uri} label={t('twoFactor.setup.qrLabel')} />
          </Suspense>
          <SetupKey secret={setup.secret} />
        </li>
        <li>
          <form
            noValidate
            onSubmit={handleSubmit(handleValidSubmit)}
            onInput={failure.clear}
            className="space-y-4"
          >
            <Field
              id="two-factor-code"
              label={t('twoFactor.setup.code')}
              hint={t('twoFactor.setup.codeHint')}
              error={fieldErrorText(t, ERROR_KEYS, 'code', errors.code?.type)}
            >
              {(control) => (
                <SecondStepCodeInput
                  {...control}
                  {...register('code')}
                  className={`${control.className} max-w-48 text-lg tracking-widest`}
                />
              )}
            </Field>
            <FormAlert text={failure.text} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('twoFactor.setup.confirming') : t('twoFactor.setup.confirm')}
              </Button>
              <Button variant="neutral" disabled={isSubmitting} onClick={onCancel}>
                {t('twoFactor.cancel')}
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
