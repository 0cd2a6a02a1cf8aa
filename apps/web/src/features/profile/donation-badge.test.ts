import { describe, expect, it } from 'vitest';

import { donationBadge } from './donation-badge';

describe('donationBadge', () => {
  it.each([
    [0, 'bronze'],
    [49, 'bronze'],
    [50, 'silver'],
    [99, 'silver'],
    [100, 'gold'],
    [1500, 'gold'],
  ] as const)('gives %i items donated the %s badge', (items, badge) => {
    expect(donationBadge(items)).toBe(badge);
  });
});
