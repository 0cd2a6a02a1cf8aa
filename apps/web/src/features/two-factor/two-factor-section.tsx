import { useEffect, useId, useRef, useState } from 'react';

import type { TwoFactorSetupReply, TwoFactorStatus } from '@tabarru/contract/two-factor';

import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Skeleton, SkeletonStatus } from '../../components/ui/skeleton';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { formatDate } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useDisableTwoFactor } from './api/disable-two-factor';
import { useTwoFactorStatus } from './api/get-two-factor';
import { useNewRecoveryCodes } from './api/new-recovery-codes';
import { useStartTwoFactorSetup } from './api/start-setup';
import { PasswordConfirmForm } from './password-confirm-form';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';

/** Below this many recovery codes left, the section suggests making new ones. */
const FEW_RECOVERY_CODES = 3;

/** What the section shows besides its status: a step the member opened. */
type Step =
  | { kind: 'status' }
  | { kind: 'setup'; setup: TwoFactorSetupReply }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'turnOff' }
  | { kind: 'newCodes' };

function StateBadge({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${on ? 'bg-brand-100 text-brand-800' : 'bg-stone-200 text-stone-800'}`}
    >
      {on ? t('twoFactor.on') : t('twoFactor.off')}
    </span>
  );
}

/** Two-step sign-in as it stands: off with Turn on, or on since a day with its actions. */
function StatusView({
  status,
  onTurnOn,
  starting,
  onNewCodes,
  onTurnOff,
}: {
  status: TwoFactorStatus;
  onTurnOn: () => void;
  starting: boolean;
  onNewCodes: () => void;
  onTurnOff: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { user } = useSession();
  const required = status.requiredForAdministrators && user?.isAdmin === true;

  if (!status.enabled) {
    return (
      <div className="space-y-3">
        <p className="text-stone-700">{t('twoFactor.offLead')}</p>
        {required && (
          <p className="rounded-lg bg-amber-50 px-4 py-3 font-semibold text-amber-900">
            {t('twoFactor.requiredOff')}
          </p>
        )}
        <Button disabled={starting} onClick={onTurnOn}>
          {starting ? t('twoFactor.starting') : t('twoFactor.turnOn')}
        </Button>
      </div>
    );
  }
  const left = status.recoveryCodesLeft;
  return (
    <div className="space-y-3">
      {status.since && (
        <p className="text-stone-700">
          {t('twoFactor.since', { date: formatDate(status.since, language) })}
        </p>
      )}
      <p className={left < FEW_RECOVERY_CODES ? 'font-semibold text-amber-900' : 'text-stone-700'}>
        {t('twoFactor.codesLeft', { count: left })}
        {left < FEW_RECOVERY_CODES && ` ${t('twoFactor.codesLow')}`}
      </p>
      {required && (
        <p className="rounded-lg bg-amber-50 px-4 py-3 font-semibold text-amber-900">
          {t('twoFactor.requiredOn')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onNewCodes}>
          {t('twoFactor.newCodes')}
        </Button>
        <Button variant="danger" onClick={onTurnOff}>
          {t('twoFactor.turnOff')}
        </Button>
      </div>
    </div>
  );
}

/**
 * "Two-step sign-in" on the Security page: whether it is on; turning it on (set-up with the QR
 * code, then the recovery codes, shown once); new recovery codes and turning it off, each with
 * the password again.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const status = useTwoFactorStatus();
  const startSetup = useStartTwoFactorSetup();
  const disable = useDisableTwoFactor();
  const newCodes = useNewRecoveryCodes();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  // Set when a step closes, so the focus goes back to the section rather than to nowhere.
  const closing = useRef(false);

  useEffect(() => {
    if (step.kind !== 'status' || !closing.current) return;
    closing.current = false;
    headingRef.current?.focus();
  }, [step]);

  function handleClose() {
    closing.current = true;
    setStep({ kind: 'status' });
  }

  async function handleTurnOn() {
    try {
      setStep({ kind: 'setup', setup: await startSetup.mutateAsync() });
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'twoFactor.setup.startFailed' }));
      void status.refetch();
    }
  }

  async function handleTurnOff(password: string) {
    await disable.mutateAsync({ password });
    showToast('success', t('twoFactor.turnedOff'));
    handleClose();
  }

  async function handleNewCodes(password: string) {
    const { recoveryCodes } = await newCodes.mutateAsync({ password });
    setStep({ kind: 'codes', codes: recoveryCodes });
  }

  let content;
  if (step.kind === 'codes') {
    content = <RecoveryCodes codes={step.codes} onDone={handleClose} />;
  } else if (status.isPending) {
    content = (
      <SkeletonStatus label={t('twoFactor.loading')}>
        <Skeleton className="h-4 w-3/4 rounded" />
        <Skeleton className="mt-3 h-10 w-32 rounded-lg" />
      </SkeletonStatus>
    );
  } else if (status.isError) {
    content = (
      <LoadFailed
        text={t('twoFactor.loadFailed')}
        retryLabel={t('twoFactor.retry')}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (step.kind === 'setup' && !status.data.enabled) {
    content = (
      <TwoFactorSetup
        setup={step.setup}
        onEnabled={(codes) => setStep({ kind: 'codes', codes })}
        onCancel={handleClose}
      />
    );
  } else if (step.kind === 'turnOff' && status.data.enabled) {
    content = (
      <PasswordConfirmForm
        id="two-factor-off-password"
        lead={t('twoFactor.turnOffLead')}
        submit={t('twoFactor.turnOff')}
        submitting={t('twoFactor.turningOff')}
        variant="danger"
        failed="twoFactor.turnOffFailed"
        onConfirm={handleTurnOff}
        onCancel={handleClose}
      />
    );
  } else if (step.kind === 'newCodes' && status.data.enabled) {
    content = (
      <PasswordConfirmForm
        id="two-factor-codes-password"
        lead={t('twoFactor.newCodesLead')}
        submit={t('twoFactor.makeCodes')}
        submitting={t('twoFactor.makingCodes')}
        failed="twoFactor.newCodesFailed"
        onConfirm={handleNewCodes}
        onCancel={handleClose}
      />
    );
  } else {
    content = (
      <StatusView
        status={status.data}
        onTurnOn={() => void handleTurnOn()}
        starting={startSetup.isPending}
        onNewCodes={() => setStep({ kind: 'newCodes' })}
        onTurnOff={() => setStep({ kind: 'turnOff' })}
      />
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-stone-900 focus:outline-none"
        >
          {t('twoFactor.heading')}
        </h2>
        {status.data && <StateBadge on={status.data.enabled} />}
      </div>
      {content}
    </section>
  );
}
