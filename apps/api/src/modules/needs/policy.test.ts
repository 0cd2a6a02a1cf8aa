import { describe, expect, it } from 'vitest';

import { isNeedDeadlineInRange, receiptRefusal } from './policy';

// 2026-03-01 21:30 UTC is already 2 March in Amman (UTC+3).
const LATE_EVENING = Date.parse('2026-03-01T21:30:00Z');

describe('isNeedDeadlineInRange', () => {
  it("takes today and up to 365 days ahead by Amman's clock", () => {
    expect(isNeedDeadlineInRange('2026-03-02', LATE_EVENING)).toBe(true);
    expect(isNeedDeadlineInRange('2027-03-02', LATE_EVENING)).toBe(true);
  });

  it('refuses a day already past in Amman, and one more than 365 days ahead', () => {
    expect(isNeedDeadlineInRange('2026-03-01', LATE_EVENING)).toBe(false);
    expect(isNeedDeadlineInRange('2027-03-03', LATE_EVENING)).toBe(false);
  });
});

describe('receiptRefusal', () => {
  it('takes up to what is still needed', () => {
    expect(receiptRefusal({ need_quantity: 40, need_received: 12 }, 28)).toBeNull();
    expect(receiptRefusal({ need_quantity: 40, need_received: 12 }, 1)).toBeNull();
  });

  it('refuses more than is still needed, and anything once all came in', () => {
    expect(receiptRefusal({ need_quantity: 40, need_received: 12 }, 29)).toBe('more-than-left');
    expect(receiptRefusal({ need_quantity: 40, need_received: 40 }, 1)).toBe('fulfilled');
  });
});
