import { describe, expect, it } from 'vitest';

import type { Pickup } from '@tabarru/contract/pickups';

import { aPickup, anAsk, aPromisedAsk, SATURDAY_EVENING } from '../../test/asks';

import {
  askerMayWithdraw,
  allPromised,
  askerStage,
  donorActions,
  drawPending,
  mayAsk,
  outcomesFor,
  ownAsk,
  sharedStage,
  withAsk,
} from './pickup-rules';

const promisedWith = (pickup: Partial<Pickup>) => aPromisedAsk(aPickup(pickup));

const agreed = { state: 'agreed' as const, agreed: SATURDAY_EVENING };

describe('who may ask', () => {
  const offer = { availability: 'available', kind: 'give' } as const;

  it('offers "I\'d like this" on an available offer to a member without an open ask', () => {
    expect(mayAsk(offer, undefined)).toBe(true);
    expect(mayAsk(offer, anAsk({ status: 'withdrawn' }))).toBe(true);
    expect(mayAsk(offer, anAsk())).toBe(false);
    expect(mayAsk(offer, anAsk({ status: 'released' }))).toBe(false);
  });

  it('in line behind a promise (the post shows reserved), never on a wanted post or one given away', () => {
    expect(mayAsk({ availability: 'reserved', kind: 'give' }, undefined)).toBe(true);
    expect(mayAsk({ availability: 'available', kind: 'wanted' }, undefined)).toBe(false);
    expect(mayAsk({ availability: 'donated', kind: 'give' }, undefined)).toBe(false);
  });

  it('never on an offer that ended, whose donor has not renewed it', () => {
    expect(mayAsk({ ...offer, expired: true }, undefined)).toBe(false);
    expect(mayAsk({ ...offer, expired: true }, anAsk({ status: 'withdrawn' }))).toBe(false);
    expect(mayAsk({ ...offer, expired: false }, undefined)).toBe(true);
  });

  it("takes the member's latest ask as theirs", () => {
    const first = anAsk({ id: 1, status: 'withdrawn' });
    const again = anAsk({ id: 2 });
    expect(ownAsk([first, again])).toBe(again);
    expect(ownAsk([])).toBeUndefined();
  });
});

describe("the asker's stage", () => {
  it.each([
    ['waiting', anAsk()],
    ['pickTime', promisedWith({})],
    ['anotherTimeAsked', promisedWith({ state: 'another_time', windows: [] })],
    ['agreed', promisedWith(agreed)],
    ['released', anAsk({ status: 'released', release_reason: 'Moving away' })],
    ['collected', anAsk({ status: 'collected' })],
    ['closed', anAsk({ status: 'closed' })],
  ] as const)('is %s', (stage, ask) => {
    expect(askerStage(ask)).toBe(stage);
  });

  it('says more of where it stands when the first to ask or a draw decide', () => {
    const first = { share_mode: 'first', draw: null } as const;
    const toDraw = { share_mode: 'draw', draw: { seed: 'c0ffee', drawn_at: null } } as const;
    const drawn = {
      share_mode: 'draw',
      draw: { seed: 'c0ffee', drawn_at: '2026-11-27T21:00:30.000Z' },
    } as const;
    const inDraw = { number: '3fa2c9d1', in_draw: true };
    const timesToCome = promisedWith({ state: 'another_time', windows: [] });

    expect(sharedStage(anAsk(), first)).toBe('behindFirst');
    expect(sharedStage(timesToCome, first)).toBe('promisedFirst');
    expect(sharedStage(anAsk({ draw: inDraw }), toDraw)).toBe('inDraw');
    expect(sharedStage(anAsk({ draw: { ...inDraw, in_draw: false } }), toDraw)).toBe(
      'afterDeadline',
    );
    expect(sharedStage(anAsk({ draw: inDraw }), drawn)).toBe('drawDone');
    expect(sharedStage({ ...timesToCome, draw: inDraw }, drawn)).toBe('promisedAfterDraw');

    // The stage says it all: times to pick, a settled ask, an item the donor chooses for.
    expect(sharedStage(promisedWith({}), first)).toBeUndefined();
    expect(sharedStage(anAsk({ status: 'closed', draw: inDraw }), drawn)).toBeUndefined();
    expect(sharedStage(timesToCome, { share_mode: 'choose', draw: null })).toBeUndefined();
    expect(drawPending(toDraw)).toBe(true);
    expect(drawPending(drawn)).toBe(false);
    expect(drawPending(first)).toBe(false);
  });

  it('may be withdrawn while waiting or promised, not once settled', () => {
    expect(askerMayWithdraw(anAsk())).toBe(true);
    expect(askerMayWithdraw(promisedWith(agreed))).toBe(true);
    expect(askerMayWithdraw(anAsk({ status: 'collected' }))).toBe(false);
  });
});

describe('the answers after the agreed time', () => {
  it('are none before the time began', () => {
    expect(outcomesFor(promisedWith(agreed), 'donor')).toEqual([]);
  });

  it('let only the donor say the receiver did not come', () => {
    const due = promisedWith({ ...agreed, outcome_due: true });
    expect(outcomesFor(due, 'donor')).toEqual(['collected', 'missed', 'another_time']);
    expect(outcomesFor(due, 'receiver')).toEqual(['collected', 'another_time']);
  });
});

describe("the donor's actions", () => {
  const open = { itemPromised: false, itemGiven: false, drawToCome: false };

  it('promise a waiting ask while nobody holds a promise and the item is not given', () => {
    expect(donorActions(anAsk(), open).promise).toBe(true);
    expect(donorActions(anAsk(), { ...open, itemPromised: true }).promise).toBe(false);
    expect(donorActions(anAsk(), { ...open, itemGiven: true }).promise).toBe(false);
    expect(donorActions(anAsk({ status: 'withdrawn' }), open).promise).toBe(false);
  });

  it('promise none by hand before the draw decides', () => {
    expect(donorActions(anAsk(), { ...open, drawToCome: true }).promise).toBe(false);
  });

  it('withdraw a promise, offer times again when another was asked for, and check a code once agreed', () => {
    expect(donorActions(promisedWith({}), { ...open, itemPromised: true })).toEqual({
      promise: false,
      withdrawPromise: true,
      offerTimes: false,
      checkCode: false,
      outcomes: [],
    });
    expect(
      donorActions(promisedWith({ state: 'another_time', windows: [] }), open).offerTimes,
    ).toBe(true);
    const relative = { ...agreed, relative_may_collect: true };
    expect(donorActions(promisedWith(relative), open).checkCode).toBe(true);
    expect(
      donorActions(promisedWith({ ...relative, collector_code_used: true }), open).checkCode,
    ).toBe(false);
    expect(donorActions(promisedWith({ relative_may_collect: true }), open).checkCode).toBe(false);
  });
});

describe('the asks of a post', () => {
  it('are all promised when the reply says so, or as many asks as are left are promised', () => {
    expect(allPromised({ promised: true, asks_open: 1, asks: [] }, 1)).toBe(true);
    const onePromised = { promised: false, asks_open: 2, asks: [promisedWith({}), anAsk()] };
    expect(allPromised(onePromised, 1)).toBe(true);
    expect(allPromised(onePromised, 3)).toBe(false);
    expect(allPromised({ promised: false, asks_open: 1, asks: [anAsk()] }, 1)).toBe(false);
  });

  it('take a changed ask in its place, and a new one last', () => {
    const reply = { promised: false, asks_open: 2, asks: [anAsk({ id: 1 }), anAsk({ id: 2 })] };
    const promised = promisedWith({});
    expect(withAsk(reply, { ...promised, id: 1 }).asks.map((ask) => [ask.id, ask.status])).toEqual([
      [1, 'promised'],
      [2, 'waiting'],
    ]);
    expect(withAsk(reply, anAsk({ id: 3 })).asks.map((ask) => ask.id)).toEqual([1, 2, 3]);
  });
});
