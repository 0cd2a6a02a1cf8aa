import { describe, expect, it } from 'vitest';

import { donationBadge } from './donation-badge';

describe('donationBadge', () => {
  it('gives no badge before the first item donated', () => {
    expect(donationBadge(0)).toBeNull();
  });

  it.each([
    [1, 'bronze'],
    [49, 'bronze'],
    [50, 'silver'],
    [99, 'silver'],
    [100, 'gold'],
    [1500, 'gold'],
  ] as const)('gives %i items donated the %s badge', (items, badge) => {
    expect(donationBadge(items)).toBe(badge);
  });
});
