import type { MessageStatus } from '@tabarru/contract/message-constants';

import { useTranslation } from '../../i18n/use-translation';

const STATUS_KEYS = {
  sent: 'messages.status.sent',
  delivered: 'messages.status.delivered',
  read: 'messages.status.read',
} as const;

function Tick({ transform }: { transform?: string }) {
  return (
    <path
      transform={transform}
      d="M1.5 8.5 5 12l8-9"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/**
 * The status of an own message: one grey tick when sent, two grey when delivered, two green when
 * read; screen readers hear the word.
 */
export function MessageTicks({ status }: { status: MessageStatus }) {
  const { t } = useTranslation();
  const double = status !== 'sent';
  return (
    <span className="inline-flex shrink-0 items-center">
      <svg
        aria-hidden="true"
        viewBox={double ? '0 0 20 14' : '0 0 14 14'}
        className={`h-3.5 ${double ? 'w-5' : 'w-3.5'} ${status === 'read' ? 'text-brand-700' : 'text-stone-500'}`}
      >
        <Tick />
        {double && <Tick transform="translate(6 0)" />}
      </svg>
      <span className="sr-only">{t(STATUS_KEYS[status])}</span>
    </span>
  );
}

/** The word of a status, as the latest own message shows it beside its ticks. */
export function statusKey(status: MessageStatus) {
  return STATUS_KEYS[status];
}
