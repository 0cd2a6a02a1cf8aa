import { useId, useRef, useState, type FormEvent } from 'react';

import type { Ask, Pickup, PickupOutcome, PostAsksReply } from '@tabarru/contract/pickups';
import type { PlaceReply } from '@tabarru/contract/place-schemas';

import { Button } from '../../components/ui/button';
import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import type { CatalogKey, TFunction } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { ammanDayText } from '../../lib/amman-days';
import { showToast } from '../../lib/toast';
import { useAskAnotherTime } from './api/ask-another-time';
import { useCreateAsk } from './api/create-ask';
import { usePickTime } from './api/pick-time';
import { useRecordOutcome } from './api/record-outcome';
import { useWithdrawAsk } from './api/withdraw-ask';
import { AskButton } from './ask-button';
import {
  AgreedTime,
  CalendarButton,
  DrawNumber,
  MemberWords,
  OutcomeButtons,
  PlaceLine,
  SafetyAdvice,
  useFailureToast,
  WindowText,
} from './pickup-parts';
import {
  askerMayWithdraw,
  askerStage,
  drawPending,
  mayAsk,
  outcomesFor,
  ownAsk,
  sharedStage,
  type AskablePost,
  type AskerStage,
  type SharedStage,
} from './pickup-rules';

/** The sentence that says where the viewer's ask stands. */
const STAGE_KEYS: Record<AskerStage, CatalogKey> = {
  waiting: 'pickups.asker.waiting',
  pickTime: 'pickups.asker.pickTime',
  anotherTimeAsked: 'pickups.asker.anotherTimeAsked',
  agreed: 'pickups.asker.agreed',
  released: 'pickups.asker.released',
  missed: 'pickups.asker.missed',
  closed: 'pickups.asker.closed',
  collected: 'pickups.asker.collected',
  withdrawn: 'pickups.asker.withdrawn',
};

/** What that sentence says instead when how the item is shared says more (sharedStage). */
const SHARED_STAGE_KEYS: Record<SharedStage, CatalogKey> = {
  inDraw: 'pickups.asker.inDraw',
  afterDeadline: 'pickups.asker.afterDeadline',
  drawDone: 'pickups.asker.drawDone',
  behindFirst: 'pickups.asker.behindFirst',
  promisedFirst: 'pickups.asker.promisedFirst',
  promisedAfterDraw: 'pickups.asker.promisedAfterDraw',
};

const OUTCOME_TOASTS: Record<PickupOutcome, CatalogKey> = {
  collected: 'pickups.toast.collected',
  missed: 'pickups.toast.missed',
  another_time: 'pickups.toast.anotherTimeAsked',
};

/**
 * A member's side of a post's asks: "I'd like this", then where their ask stands, in a live
 * region so a screen reader hears each change, with what they may do at each step: withdraw it,
 * pick one of the times the donor offered or ask for another, and once the time is agreed, see
 * it large with a calendar file, the code a relative shows, the safety advice at a first
 * meeting, and after it began, say whether it was collected. Of an item a draw decides, the
 * ask's number in it and whether it takes part; of one the first to ask get, that it was
 * promised at once and the donor offers the times.
 */
export function AskerPanel({
  post,
  viewerId,
  asks,
}: {
  post: AskablePost;
  viewerId: number;
  asks: PostAsksReply;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const viewer = { postId: post.post_id, viewerId };
  const create = useCreateAsk(viewer);
  const withdraw = useWithdrawAsk(viewer);
  const showFailure = useFailureToast();
  const status = useRef<HTMLParagraphElement>(null);
  const ask = ownAsk(asks.asks);
  const stage = ask ? askerStage(ask) : undefined;
  const shared = ask ? sharedStage(ask, post) : undefined;
  const drawDay = post.deadline ? ammanDayText(post.deadline, language, new Date()) : '';
  let stageText = '';
  if (shared) stageText = t(SHARED_STAGE_KEYS[shared], { date: drawDay });
  else if (stage) stageText = t(STAGE_KEYS[stage]);

  // The control that was used may be gone once the ask changes: the focus goes to what it says now.
  const done = (toastKey: CatalogKey) => ({
    onSuccess: () => {
      showToast('success', t(toastKey));
      status.current?.focus();
    },
    onError: showFailure,
  });

  return (
    <div className="space-y-4">
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className={`focus:outline-none ${stage ? 'font-semibold text-stone-900' : ''}`}
      >
        {stageText}
      </p>
      {ask?.draw && (ask.status === 'waiting' || ask.status === 'promised') && (
        <p className="text-stone-800">
          <Trans
            i18nKey="pickups.asker.drawNumber"
            values={{ number: ask.draw.number }}
            components={{ number: <DrawNumber /> }}
          />
        </p>
      )}
      {ask && stage === 'waiting' && ask.note && (
        <MemberWords label={t('pickups.asker.yourNote')} text={ask.note} />
      )}
      {ask && stage === 'released' && ask.release_reason && (
        <MemberWords label={t('pickups.asker.reason')} text={ask.release_reason} />
      )}
      {ask?.status === 'promised' && ask.pickup && (
        <PromisedPickup
          ask={ask}
          pickup={ask.pickup}
          postPlace={post.place}
          viewer={viewer}
          onDone={done}
        />
      )}
      {ask && askerMayWithdraw(ask) && (
        <Button
          variant="danger"
          className="min-h-11"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(ask.id, done('pickups.toast.askWithdrawn'))}
        >
          {t('pickups.asker.withdraw')}
        </Button>
      )}
      {mayAsk(post, ask) && (
        <AskButton
          lead={askLead(post, asks.promised, drawDay, t)}
          sending={create.isPending}
          onAsk={(note) => create.mutate({ note }, done('pickups.toast.asked'))}
        />
      )}
    </div>
  );
}

/**
 * What "I'd like this" says before it: a draw to come decides (everyone who asks by its day
 * takes part), the item is promised to others already (the ask waits in line), the first to ask
 * get it at once, or the donor chooses.
 */
function askLead(post: AskablePost, promised: boolean, drawDay: string, t: TFunction): string {
  if (drawPending(post) && drawDay) return t('pickups.ask.leadDraw', { date: drawDay });
  if (promised) return t('pickups.ask.leadPromised');
  return t(post.share_mode === 'first' ? 'pickups.ask.leadFirst' : 'pickups.ask.lead');
}

type Done = (toastKey: CatalogKey) => { onSuccess: () => void; onError: (error: unknown) => void };

/** The promise as the receiver sees it: times to pick from, another time asked, or the time agreed. */
function PromisedPickup({
  ask,
  pickup,
  postPlace,
  viewer,
  onDone,
}: {
  ask: Ask;
  pickup: Pickup;
  postPlace: PlaceReply | null;
  viewer: { postId: number; viewerId: number };
  onDone: Done;
}) {
  const { t } = useTranslation();
  const outcome = useRecordOutcome(viewer);
  const outcomes = outcomesFor(ask, 'receiver');
  return (
    <div className="space-y-4">
      {pickup.state === 'offered' && (
        <PickTimeForm
          ask={ask}
          pickup={pickup}
          postPlace={postPlace}
          viewer={viewer}
          onDone={onDone}
        />
      )}
      {pickup.state === 'agreed' && pickup.agreed && (
        <>
          <AgreedTime window={pickup.agreed} lead={t('pickups.asker.agreedLead')} />
          <PlaceLine place={pickup.place} postPlace={postPlace} viewer="receiver" />
          <CalendarButton askId={ask.id} />
          {pickup.relative_may_collect && pickup.collector_code && (
            <p className="rounded-xl border border-stone-300 bg-stone-50 p-4 text-stone-900">
              <Trans
                i18nKey="pickups.asker.collectorCode"
                values={{ code: pickup.collector_code }}
                components={{
                  code: (
                    <bdi
                      dir="ltr"
                      className="font-mono text-2xl font-bold tracking-widest text-stone-900"
                    />
                  ),
                }}
              />
            </p>
          )}
        </>
      )}
      {pickup.state === 'another_time' && (
        <PlaceLine place={pickup.place} postPlace={postPlace} viewer="receiver" />
      )}
      {pickup.first_meeting && <SafetyAdvice />}
      <OutcomeButtons
        ask={ask}
        outcomes={outcomes}
        question={t('pickups.asker.outcomeQuestion')}
        busy={outcome.isPending}
        onAnswer={(answer) =>
          outcome.mutate({ askId: ask.id, outcome: answer }, onDone(OUTCOME_TOASTS[answer]))
        }
      />
    </div>
  );
}

/** The times offered as a list to choose one from, or Ask for another time. */
function PickTimeForm({
  ask,
  pickup,
  postPlace,
  viewer,
  onDone,
}: {
  ask: Ask;
  pickup: Pickup;
  postPlace: PlaceReply | null;
  viewer: { postId: number; viewerId: number };
  onDone: Done;
}) {
  const { t } = useTranslation();
  const pick = usePickTime(viewer);
  const anotherTime = useAskAnotherTime(viewer);
  const [chosen, setChosen] = useState<number | null>(null);
  const [unchosen, setUnchosen] = useState(false);
  const errorId = useId();
  const busy = pick.isPending || anotherTime.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen === null) {
      setUnchosen(true);
      return;
    }
    pick.mutate({ askId: ask.id, windowId: chosen }, onDone('pickups.toast.timePicked'));
  }

  return (
    <form className="space-y-4" onSubmit={handleSubmit} noValidate>
      <fieldset
        aria-describedby={unchosen ? errorId : undefined}
        aria-invalid={unchosen || undefined}
      >
        <legend className="font-semibold text-stone-900">{t('pickups.asker.timesLegend')}</legend>
        <ul className="mt-2 space-y-2">
          {pickup.windows.map((window) => (
            <li key={window.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50">
                <input
                  type="radio"
                  name={`pickup-window-${ask.id}`}
                  value={window.id}
                  checked={chosen === window.id}
                  onChange={() => {
                    setChosen(window.id);
                    setUnchosen(false);
                  }}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <WindowText window={window} />
              </label>
            </li>
          ))}
        </ul>
        {unchosen && (
          <p id={errorId} className="mt-1.5 text-sm font-semibold text-red-700">
            {t('pickups.asker.pickRequired')}
          </p>
        )}
      </fieldset>
      <PlaceLine place={pickup.place} postPlace={postPlace} viewer="receiver" />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" className="min-h-11" disabled={busy}>
          {t('pickups.asker.pick')}
        </Button>
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={busy}
          onClick={() => anotherTime.mutate(ask.id, onDone('pickups.toast.anotherTimeAsked'))}
        >
          {t('pickups.asker.anotherTime')}
        </Button>
      </div>
    </form>
  );
}
