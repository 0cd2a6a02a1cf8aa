import { BADGE_GOLD_AT, BADGE_SILVER_AT } from '@tabarru/contract/constants';

export type DonationBadge = 'gold' | 'silver' | 'bronze';

/** The badge a member earns by items donated: 100 gold, 50 silver, else bronze. */
export function donationBadge(itemsDonated: number): DonationBadge {
  if (itemsDonated >= BADGE_GOLD_AT) return 'gold';
  if (itemsDonated >= BADGE_SILVER_AT) return 'silver';
  return 'bronze';
}
