import { useState } from 'react';

import { LineIcon } from '../../components/ui/line-icon';
import { useTranslation } from '../../i18n/use-translation';
import type { LocateButtonProps } from '../../lib/places';
import { locate, type LocateFailure } from './locate';

const FAILURE_KEYS = {
  denied: 'places.locate.denied',
  unavailable: 'places.locate.unavailable',
  outside: 'places.locate.outside',
} as const satisfies Record<LocateFailure, string>;

/**
 * "Use my location": asks the browser for the device's position (the browser asks the person),
 * and hands it over once it is in Jordan; while it is asked it says so, and when none comes it
 * says why in the page's language (refused, not found, outside Jordan), under the button. Its
 * box is `display: contents`, so in a wrapping row of chips the reason takes a line of its own.
 */
export function LocateButton({ label, onLocate, className }: LocateButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'asking' | LocateFailure>('idle');

  async function handleClick() {
    setState('asking');
    const outcome = await locate();
    if ('point' in outcome) {
      setState('idle');
      onLocate(outcome.point);
    } else {
      setState(outcome.failure);
    }
  }

  const asking = state === 'asking';
  const failure = state === 'idle' || asking ? undefined : state;
  return (
    <div className="contents">
      <button
        type="button"
        onClick={() => void handleClick()}
        disabled={asking}
        className={`inline-flex h-11 shrink-0 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 shadow-xs hover:border-stone-400 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700 disabled:cursor-wait disabled:opacity-70 ${className ?? ''}`}
      >
        <LineIcon className="size-4 shrink-0 text-brand-700">
          <circle cx="12" cy="12" r="3.5" />
          <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" />
          <circle cx="12" cy="12" r="7.5" />
        </LineIcon>
        {asking ? t('places.locate.asking') : label}
      </button>
      <p role="status" className="sr-only">
        {asking ? t('places.locate.asking') : ''}
      </p>
      {failure && (
        <p role="alert" className="basis-full text-sm font-semibold text-red-700">
          {t(FAILURE_KEYS[failure])}
        </p>
      )}
    </div>
  );
}
