import { ammanInstant, dayAfter, endOfAmmanDay } from '@tabarru/contract/amman-time';
import { CAMPAIGN_DAYS_MAX } from '@tabarru/contract/campaigns';
import { eventToday } from '@tabarru/contract/event-time';

/**
 * A campaign's days: it starts from today to CAMPAIGN_DAYS_MAX days ahead, and ends on or after
 * its start, CAMPAIGN_DAYS_MAX days later at most (Amman's clock).
 */
export function areCampaignDaysInRange(startsOn: string, endsOn: string, now: number): boolean {
  const today = eventToday(new Date(now));
  return (
    startsOn >= today &&
    startsOn <= dayAfter(today, CAMPAIGN_DAYS_MAX) &&
    endsOn >= startsOn &&
    endsOn <= dayAfter(startsOn, CAMPAIGN_DAYS_MAX)
  );
}

/** What counts toward a campaign happens from its first day's midnight to its last day's end. */
export function campaignWindow(startsOn: string, endsOn: string): { from: string; to: string } {
  return {
    from: new Date(ammanInstant(startsOn, '00:00')).toISOString(),
    to: new Date(endOfAmmanDay(endsOn)).toISOString(),
  };
}
