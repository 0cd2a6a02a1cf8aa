import { BADGE_GOLD_AT, BADGE_SILVER_AT } from '@tabarru/contract/constants';

export type DonationBadge = 'gold' | 'silver' | 'bronze';

/**
 * The badge a member earns by items donated: 100 gold, 50 silver, bronze from the first one;
 * none before they gave anything, since a badge for nothing rewards nothing.
 */
export function donationBadge(itemsDonated: number): DonationBadge | null {
  if (itemsDonated >= BADGE_GOLD_AT) return 'gold';
  if (itemsDonated >= BADGE_SILVER_AT) return 'silver';
  if (itemsDonated >= 1) return 'bronze';
  return null;
}
