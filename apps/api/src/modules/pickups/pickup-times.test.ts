import { describe, expect, it } from 'vitest';

import { PICKUP_DAYS_AHEAD } from '@tabarru/contract/pickups';

import { windowInstants } from './pickup-times';

const at = (iso: string) => Date.parse(iso);

describe('windowInstants', () => {
  const now = at('2026-12-01T09:00:00Z'); // 12:00 in Amman

  it('gives the offered times earliest first', () => {
    const instants = windowInstants(
      [
        { date: '2026-12-03', from: '10:00', to: '11:00' },
        { date: '2026-12-02', from: '18:00', to: '19:30' },
      ],
      now,
    );
    expect(instants).toEqual([
      { startsAt: at('2026-12-02T15:00:00Z'), endsAt: at('2026-12-02T16:30:00Z') },
      { startsAt: at('2026-12-03T07:00:00Z'), endsAt: at('2026-12-03T08:00:00Z') },
    ]);
  });

  it('takes a time already begun that is not over, and refuses one that is', () => {
    expect(windowInstants([{ date: '2026-12-01', from: '11:00', to: '13:00' }], now)).toHaveLength(
      1,
    );
    expect(windowInstants([{ date: '2026-12-01', from: '10:00', to: '12:00' }], now)).toBe(
      'in-past',
    );
  });

  it(`refuses a day more than ${PICKUP_DAYS_AHEAD} days ahead`, () => {
    expect(windowInstants([{ date: '2026-12-31', from: '10:00', to: '11:00' }], now)).toHaveLength(
      1,
    );
    expect(windowInstants([{ date: '2027-01-01', from: '10:00', to: '11:00' }], now)).toBe(
      'too-far',
    );
  });
});
