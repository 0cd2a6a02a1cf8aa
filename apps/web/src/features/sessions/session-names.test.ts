import { describe, expect, it } from 'vitest';

import { networkName } from './session-names';

describe('networkName', () => {
  it.each([
    ['86.108.12.0/24', '86.108.12.x'],
    ['2a02:9c0:1::/48', '2a02:9c0:1:…'],
    ['2001:db8:0::/48', '2001:db8:0:…'],
    ['10.0.0.0/8', '10.0.0.0/8'],
  ])('shows %s as %s', (network, shown) => {
    expect(networkName(network)).toBe(shown);
  });
});
