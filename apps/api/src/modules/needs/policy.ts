import { dayAfter } from '@tabarru/contract/amman-time';
import { eventToday } from '@tabarru/contract/event-time';
import { NEED_DEADLINE_DAYS_MAX } from '@tabarru/contract/needs';

/** A need's day is from today to NEED_DEADLINE_DAYS_MAX days ahead, on Amman's clock. */
export function isNeedDeadlineInRange(deadline: string, now: number): boolean {
  const today = eventToday(new Date(now));
  return deadline >= today && deadline <= dayAfter(today, NEED_DEADLINE_DAYS_MAX);
}

export interface NeedCount {
  need_quantity: number;
  need_received: number;
}

export type ReceiptRefusal = 'fulfilled' | 'more-than-left';

/**
 * Whether `quantity` more may be recorded as received: nothing once everything came in, and
 * never more than is still needed, so the count ends at the quantity asked for.
 */
export function receiptRefusal(need: NeedCount, quantity: number): ReceiptRefusal | null {
  const left = need.need_quantity - need.need_received;
  if (left <= 0) return 'fulfilled';
  return quantity > left ? 'more-than-left' : null;
}
