import { describe, expect, it } from 'vitest';

import { joinLocation, splitLocation } from './location';

describe('locations', () => {
  it('split into the region (what the feed filters on) and the specific area', () => {
    expect(splitLocation('Amman - Jabal Al-Weibdeh')).toEqual({
      region: 'Amman',
      area: 'Jabal Al-Weibdeh',
    });
    expect(splitLocation('Aqaba')).toEqual({ region: 'Aqaba', area: '' });
  });

  it('join back, leaving out an empty area', () => {
    expect(joinLocation('Irbid', ' University Street ')).toBe('Irbid - University Street');
    expect(joinLocation('Irbid', '  ')).toBe('Irbid');
  });
});
