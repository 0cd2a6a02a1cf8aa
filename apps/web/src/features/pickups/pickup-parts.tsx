import type { ReactNode } from 'react';

import type { Ask, Pickup, PickupOutcome, PickupWindow } from '@tabarru/contract/pickups';
import type { PlaceReply } from '@tabarru/contract/place-schemas';

import { Button } from '../../components/ui/button';
import { PlaceName } from '../../components/ui/place-name';
import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { placeNameIn } from '../../lib/places';
import { showToast } from '../../lib/toast';
import { useDownloadPickupCalendar } from './api/download-calendar';
import { pickupSpanText } from './pickup-time';

/** Every refusal of a pickup call as a toast in the page's language, by its code. */
export function useFailureToast(): (error: unknown) => void {
  const { t } = useTranslation();
  return (error) => showToast('error', errorText(error, t));
}

/** A time to collect in one line: "Saturday 5 December, 5:00 pm – 7:00 pm", on Amman's clock. */
export function WindowText({ window }: { window: PickupWindow }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <time dateTime={window.starts_at}>
      {t('pickups.when', { ...pickupSpanText(window, language) })}
    </time>
  );
}

/** The agreed time in big type, the day over its from-to, for a glance at the door. */
export function AgreedTime({ window, lead }: { window: PickupWindow; lead: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const text = pickupSpanText(window, language);
  return (
    <div>
      <p className="text-stone-700">{lead}</p>
      <p className="mt-1">
        <time dateTime={window.starts_at} className="block text-2xl font-bold text-stone-900">
          {text.day}
        </time>
        <span className="block text-xl font-semibold text-stone-900">
          {t('pickups.timeRange', { start: text.start, end: text.end })}
        </span>
      </p>
    </div>
  );
}

/**
 * The donor's area as the post names it ('Region - area'), with the place the donor chose in the
 * page's language when the post has one, as the post's heading names them.
 */
export function AreaName({ location, place }: { location: string; place: PlaceReply | null }) {
  const { language } = useLanguage();
  return (
    <>
      <PlaceName location={location} />
      {place && <> · {placeNameIn(place, language)}</>}
    </>
  );
}

/**
 * Where to collect: around the donor's area (never more exact), the meeting point the donor
 * named, or the address the donor sends in the conversation. `postPlace` is the post's chosen
 * place, named when the pickup's place is that one.
 */
export function PlaceLine({
  place,
  postPlace,
  viewer,
}: {
  place: Pickup['place'];
  postPlace: PlaceReply | null;
  viewer: 'donor' | 'receiver';
}) {
  const { t } = useTranslation();
  const named = place.place_id !== null && postPlace?.id === place.place_id ? postPlace : null;
  return (
    <p className="text-stone-800">
      <span className="font-semibold">{t('pickups.place.heading')}</span>{' '}
      {place.kind === 'area' && (
        <Trans
          i18nKey="pickups.place.area"
          components={{ area: <AreaName location={place.area} place={named} /> }}
        />
      )}
      {place.kind === 'meeting_point' && (
        <Trans
          i18nKey="pickups.place.meetingPoint"
          values={{ place: place.meeting_point ?? '' }}
          components={{ point: <bdi className="font-semibold" /> }}
        />
      )}
      {place.kind === 'in_chat' &&
        t(viewer === 'donor' ? 'pickups.place.inChatDonor' : 'pickups.place.inChatReceiver')}
    </p>
  );
}

/** The advice before two members meet for the first time. */
export function SafetyAdvice() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t('pickups.safety.heading')}</p>
      <p className="mt-1">{t('pickups.safety.text')}</p>
    </div>
  );
}

/** Add to calendar: the agreed time as a calendar file, in the page's language. */
export function CalendarButton({ askId }: { askId: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const download = useDownloadPickupCalendar();
  const showFailure = useFailureToast();
  return (
    <Button
      variant="secondary"
      className="min-h-11"
      disabled={download.isPending}
      onClick={() => download.mutate({ askId, language }, { onError: showFailure })}
    >
      {t('pickups.calendar')}
    </Button>
  );
}

const OUTCOME_KEYS = {
  collected: 'pickups.outcome.collected',
  missed: 'pickups.outcome.missed',
  another_time: 'pickups.outcome.anotherTime',
} as const satisfies Record<PickupOutcome, string>;

/** After the agreed time began: the question and its answers, as large buttons. */
export function OutcomeButtons({
  ask,
  outcomes,
  question,
  busy,
  onAnswer,
}: {
  ask: Ask;
  outcomes: PickupOutcome[];
  question: string;
  busy: boolean;
  onAnswer: (outcome: PickupOutcome) => void;
}) {
  const { t } = useTranslation();
  if (outcomes.length === 0) return null;
  const questionId = `pickup-outcome-${ask.id}`;
  return (
    <div role="group" aria-labelledby={questionId}>
      <p id={questionId} className="font-semibold text-stone-900">
        {question}
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        {outcomes.map((outcome) => (
          <Button
            key={outcome}
            variant={outcome === 'collected' ? 'primary' : 'neutral'}
            className="min-h-11"
            disabled={busy}
            onClick={() => onAnswer(outcome)}
          >
            {t(OUTCOME_KEYS[outcome])}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** The member's own words (a note, a reason) in their own direction, its lines kept. */
export function MemberWords({ label, text }: { label: string; text: string }) {
  return (
    <figure className="rounded-lg bg-stone-50 px-3 py-2 text-stone-800">
      <figcaption className="text-sm font-semibold text-stone-700">{label}</figcaption>
      <blockquote dir="auto" className="mt-1 whitespace-pre-line break-words">
        {text}
      </blockquote>
    </figure>
  );
}

/** An ask's number in a draw: hex digits, left to right on Arabic pages too. */
export function DrawNumber({ children }: { children?: ReactNode }) {
  return (
    <bdi dir="ltr" className="font-mono font-semibold tracking-wide text-stone-900">
      {children}
    </bdi>
  );
}
