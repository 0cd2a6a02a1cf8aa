import { useId, useRef, useState, type FormEvent } from 'react';

import {
  COLLECTOR_CODE_DIGITS,
  PROMISE_REASON_MAX,
  type Ask,
  type AskStatus,
  type Pickup,
  type PickupOutcome,
  type PostAsksReply,
} from '@tabarru/contract/pickups';

import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { MemberLink } from '../../components/ui/member-link';
import { TimeAgo } from '../../components/ui/time-ago';
import { useLanguage } from '../../hooks/use-language';
import type { CatalogKey } from '../../i18n/i18n';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { ammanDayText } from '../../lib/amman-days';
import { formatNumber, isolated } from '../../lib/format';
import { directionOf } from '../../lib/language';
import { showToast } from '../../lib/toast';
import { useCheckCollectorCode } from './api/check-collector-code';
import { useOfferTimes } from './api/offer-times';
import { usePromiseAsk } from './api/promise-ask';
import { useRecordOutcome } from './api/record-outcome';
import { useWithdrawPromise } from './api/withdraw-promise';
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
import { allPromised, donorActions, drawPending, type AskablePost } from './pickup-rules';
import { PromiseForm } from './promise-form';
import { offerTimesRequestOf, promiseRequestOf } from './promise-form-values';

const STATUS_KEYS: Record<AskStatus, CatalogKey> = {
  waiting: 'pickups.donor.status.waiting',
  promised: 'pickups.donor.status.promised',
  collected: 'pickups.donor.status.collected',
  missed: 'pickups.donor.status.missed',
  released: 'pickups.donor.status.released',
  withdrawn: 'pickups.donor.status.withdrawn',
  closed: 'pickups.donor.status.closed',
};

const OUTCOME_TOASTS: Record<PickupOutcome, CatalogKey> = {
  collected: 'pickups.toast.collected',
  missed: 'pickups.toast.missed',
  another_time: 'pickups.toast.anotherTimeAsked',
};

type Viewer = { postId: number; viewerId: number };

/**
 * The donor's side of their post's asks: who asked, in the order they asked, each with what
 * helps to choose (a first-timer, pickups completed and missed, how soon they reply, their
 * note), and the steps of the promise to one of them: promise with times and a place, withdraw
 * it saying why (the next asker may then be promised in one step), offer new times when asked
 * for another, check a relative's code, and after the agreed time, say how it went. Of several,
 * as many are promised as are left. The first to ask are promised it at once, and a draw
 * promises its winners at the end of the deadline (each ask shows its number, and nobody is
 * promised by hand before): the donor then offers them times.
 */
export function DonorAsks({
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
  // One promise form open at a time: the ask it is for.
  const [promising, setPromising] = useState<number | null>(null);
  const itemPromised = allPromised(asks, post.quantity_left);
  const itemGiven = post.availability === 'donated';
  const drawToCome = drawPending(post);
  const viewer = { postId: post.post_id, viewerId };
  const headingId = `pickup-askers-${post.post_id}`;
  return (
    <div className="space-y-3">
      <h3 id={headingId} className="font-semibold text-stone-900">
        {t('pickups.donor.heading')}
      </h3>
      {drawToCome && post.deadline && !itemGiven && (
        <p className="rounded-lg bg-sand-50 px-3 py-2 text-stone-800">
          {t('pickups.donor.drawToCome', {
            date: ammanDayText(post.deadline, language, new Date()),
          })}
        </p>
      )}
      {post.share_mode === 'first' && !itemGiven && (
        <p className="rounded-lg bg-sand-50 px-3 py-2 text-stone-800">
          {t('pickups.donor.firstToAsk')}
        </p>
      )}
      {asks.asks.length === 0 ? (
        <p className="text-stone-700">{t('pickups.donor.empty')}</p>
      ) : (
        <ol aria-labelledby={headingId} className="space-y-3">
          {asks.asks.map((ask) => (
            <AskCard
              key={ask.id}
              ask={ask}
              post={post}
              viewer={viewer}
              actions={donorActions(ask, { itemPromised, itemGiven, drawToCome })}
              promising={promising === ask.id}
              onPromising={(open) => setPromising(open ? ask.id : null)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

function AskCard({
  ask,
  post,
  viewer,
  actions,
  promising,
  onPromising,
}: {
  ask: Ask;
  post: AskablePost;
  viewer: Viewer;
  actions: ReturnType<typeof donorActions>;
  promising: boolean;
  onPromising: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const promise = usePromiseAsk(viewer);
  const showFailure = useFailureToast();
  const promiseButton = useRef<HTMLButtonElement>(null);
  const name = isolated(ask.asker.username);
  const open = ask.status === 'waiting' || ask.status === 'promised';
  return (
    <li
      className={`rounded-xl border p-4 ${
        ask.status === 'promised' ? 'border-brand-700' : 'border-stone-200'
      } ${open ? 'bg-white' : 'bg-stone-50'}`}
    >
      <AskerSummary ask={ask} />
      {ask.draw && (
        <p className="mt-2 text-sm text-stone-800">
          <Trans
            i18nKey="pickups.donor.drawNumber"
            values={{ number: ask.draw.number }}
            components={{ number: <DrawNumber /> }}
          />
          {!ask.draw.in_draw && <> {t('pickups.donor.afterDeadline')}</>}
        </p>
      )}
      {ask.note && (
        <div className="mt-3">
          <MemberWords label={t('pickups.donor.note')} text={ask.note} />
        </div>
      )}
      {actions.promise && !promising && (
        <Button ref={promiseButton} className="mt-3 min-h-11" onClick={() => onPromising(true)}>
          {t('pickups.donor.promise', { name })}
        </Button>
      )}
      {actions.promise && promising && (
        <section
          aria-label={t('pickups.donor.promise', { name })}
          className="mt-4 border-t border-stone-200 pt-4"
        >
          <PromiseForm
            area={{ location: post.location, place: post.place }}
            submitLabel={t('pickups.donor.promise', { name })}
            withRelative
            sending={promise.isPending}
            onCancel={() => {
              onPromising(false);
              // Back to the button that opened the form, once it is there again.
              requestAnimationFrame(() => promiseButton.current?.focus());
            }}
            onSubmit={(values) =>
              promise.mutate(
                { askId: ask.id, request: promiseRequestOf(values) },
                {
                  onSuccess: () => {
                    showToast('success', t('pickups.toast.promised'));
                    onPromising(false);
                  },
                  onError: showFailure,
                },
              )
            }
          />
        </section>
      )}
      {ask.status === 'promised' && ask.pickup && (
        <PromiseInProgress
          ask={ask}
          pickup={ask.pickup}
          post={post}
          viewer={viewer}
          actions={actions}
        />
      )}
    </li>
  );
}

/** The asker's name, a first-timer's badge, their status in words, and their record. */
function AskerSummary({ ask }: { ask: Ask }) {
  const { t } = useTranslation();
  const { asker } = ask;
  const [now] = useState(() => new Date());
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <MemberLink userId={asker.id}>{asker.username}</MemberLink>
        {asker.first_time && (
          <span className="rounded-full bg-sand-200 px-2.5 py-0.5 text-xs font-semibold text-stone-900">
            {t('pickups.donor.firstTime')}
          </span>
        )}
        <span className="rounded-full border border-stone-300 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
          {t(STATUS_KEYS[ask.status])}
        </span>
      </div>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        <li>{t('pickups.donor.completed', { count: asker.pickups_completed })}</li>
        {asker.pickups_missed > 0 && (
          <li>{t('pickups.donor.missed', { count: asker.pickups_missed })}</li>
        )}
        {asker.reply_hours !== null && (
          <li>
            {/* Under an hour still reads "within an hour". */}
            {t('pickups.donor.replyHours', { count: Math.max(1, asker.reply_hours) })}
          </li>
        )}
        <li>
          {t('pickups.donor.asked')} <TimeAgo iso={ask.created_at} now={now} />
        </li>
      </ul>
    </div>
  );
}

/** The promised ask: where its pickup stands, and what the donor may do next. */
function PromiseInProgress({
  ask,
  pickup,
  post,
  viewer,
  actions,
}: {
  ask: Ask;
  pickup: Pickup;
  post: AskablePost;
  viewer: Viewer;
  actions: ReturnType<typeof donorActions>;
}) {
  const { t } = useTranslation();
  const offer = useOfferTimes(viewer);
  const outcome = useRecordOutcome(viewer);
  const showFailure = useFailureToast();
  const [withdrawing, setWithdrawing] = useState(false);
  const [offering, setOffering] = useState(false);
  const name = isolated(ask.asker.username);
  return (
    <div className="mt-4 space-y-4 border-t border-stone-200 pt-4">
      <p role="status" className="font-semibold text-stone-900">
        {pickup.state === 'offered' && t('pickups.donor.offered', { name })}
        {pickup.state === 'another_time' &&
          // Of an item the first to ask get or a draw decides, promised without times yet.
          t(
            post.share_mode === 'choose'
              ? 'pickups.donor.anotherTimeAsked'
              : 'pickups.donor.timesToOffer',
            { name },
          )}
        {pickup.state === 'agreed' && t('pickups.donor.agreed', { name })}
      </p>
      {pickup.state === 'offered' && (
        <>
          <ul className="list-disc space-y-1 ps-5 text-stone-800">
            {pickup.windows.map((window) => (
              <li key={window.id}>
                <WindowText window={window} />
              </li>
            ))}
          </ul>
          <PlaceLine place={pickup.place} postPlace={post.place} viewer="donor" />
        </>
      )}
      {pickup.state === 'agreed' && pickup.agreed && (
        <>
          <AgreedTime window={pickup.agreed} lead={t('pickups.donor.agreedLead', { name })} />
          <PlaceLine place={pickup.place} postPlace={post.place} viewer="donor" />
          <CalendarButton askId={ask.id} />
        </>
      )}
      {pickup.first_meeting && pickup.state === 'agreed' && <SafetyAdvice />}
      {pickup.relative_may_collect && pickup.collector_code_used && (
        <p className="text-stone-800">{t('pickups.donor.codeUsed')}</p>
      )}
      {actions.checkCode && <CheckCodeForm askId={ask.id} name={name} />}
      {actions.offerTimes &&
        (offering ? (
          <section aria-label={t('pickups.donor.offerTimes')}>
            <PromiseForm
              area={{ location: post.location, place: post.place }}
              submitLabel={t('pickups.donor.offerTimes')}
              withRelative={false}
              sending={offer.isPending}
              onCancel={() => setOffering(false)}
              onSubmit={(values) =>
                offer.mutate(
                  { askId: ask.id, request: offerTimesRequestOf(values) },
                  {
                    onSuccess: () => {
                      showToast('success', t('pickups.toast.timesOffered'));
                      setOffering(false);
                    },
                    onError: showFailure,
                  },
                )
              }
            />
          </section>
        ) : (
          <Button className="min-h-11" onClick={() => setOffering(true)}>
            {t('pickups.donor.offerTimes')}
          </Button>
        ))}
      <OutcomeButtons
        ask={ask}
        outcomes={actions.outcomes}
        question={t('pickups.donor.outcomeQuestion')}
        busy={outcome.isPending}
        onAnswer={(answer) =>
          outcome.mutate(
            { askId: ask.id, outcome: answer },
            {
              onSuccess: () => showToast('success', t(OUTCOME_TOASTS[answer])),
              onError: showFailure,
            },
          )
        }
      />
      {actions.withdrawPromise &&
        (withdrawing ? (
          <WithdrawPromiseForm
            askId={ask.id}
            name={name}
            viewer={viewer}
            onClose={() => setWithdrawing(false)}
          />
        ) : (
          <Button variant="danger" className="min-h-11" onClick={() => setWithdrawing(true)}>
            {t('pickups.donor.withdrawPromise')}
          </Button>
        ))}
    </div>
  );
}

/** Withdraw the promise: why, which the receiver reads; then the next asker may be promised. */
function WithdrawPromiseForm({
  askId,
  name,
  viewer,
  onClose,
}: {
  askId: number;
  name: string;
  viewer: Viewer;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const withdraw = useWithdrawPromise(viewer);
  const showFailure = useFailureToast();
  const id = useId();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const trimmed = reason.trim();
  const error =
    trimmed === ''
      ? t('pickups.form.errors.reasonRequired')
      : trimmed.length > PROMISE_REASON_MAX
        ? t('pickups.form.errors.reasonTooLong', {
            max: formatNumber(PROMISE_REASON_MAX, language),
          })
        : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    withdraw.mutate(
      { askId, reason: trimmed },
      {
        onSuccess: () => showToast('success', t('pickups.toast.promiseWithdrawn')),
        onError: showFailure,
      },
    );
  }

  return (
    <form className="space-y-3" onSubmit={handleSubmit} noValidate>
      <Field
        id={`${id}-reason`}
        label={t('pickups.donor.withdrawReason')}
        hint={t('pickups.donor.withdrawReasonHint', { name })}
        error={submitted ? error : undefined}
        limit={{ length: trimmed.length, max: PROMISE_REASON_MAX }}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            // Empty, the page's direction; typed, the reason's own.
            dir={reason === '' ? directionOf(language) : 'auto'}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={withdraw.isPending}
            required
            autoFocus
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" className="min-h-11" disabled={withdraw.isPending}>
          {t('pickups.donor.withdrawPromise')}
        </Button>
        <Button
          variant="neutral"
          className="min-h-11"
          onClick={onClose}
          disabled={withdraw.isPending}
        >
          {t('pickups.donor.keepPromise')}
        </Button>
      </div>
    </form>
  );
}

/** The code a relative of the receiver shows at the door: right, or a refusal saying why not. */
function CheckCodeForm({ askId, name }: { askId: number; name: string }) {
  const { t } = useTranslation();
  const check = useCheckCollectorCode();
  const showFailure = useFailureToast();
  const id = useId();
  const [code, setCode] = useState('');
  const [matched, setMatched] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    check.mutate(
      { askId, code: code.trim() },
      {
        onSuccess: () => {
          setMatched(true);
          showToast('success', t('pickups.toast.codeMatches'));
        },
        onError: (error) => {
          setMatched(false);
          showFailure(error);
        },
      },
    );
  }

  return (
    <form className="space-y-2" onSubmit={handleSubmit} noValidate>
      <Field
        id={`${id}-code`}
        label={t('pickups.donor.checkCode')}
        hint={t('pickups.donor.checkCodeHint', { name })}
        error={undefined}
      >
        {(control) => (
          <div className="flex flex-wrap items-start gap-3">
            <input
              {...control}
              className={`${control.className} max-w-48 font-mono tracking-widest`}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              maxLength={COLLECTOR_CODE_DIGITS}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setMatched(false);
              }}
            />
            <Button type="submit" className="mt-1.5 min-h-11" disabled={check.isPending}>
              {t('pickups.donor.checkCodeButton')}
            </Button>
          </div>
        )}
      </Field>
      <p role="status" className="font-semibold text-brand-800">
        {matched ? t('pickups.donor.codeMatches', { name }) : ''}
      </p>
    </form>
  );
}
