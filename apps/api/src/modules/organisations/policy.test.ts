import { describe, expect, it } from 'vitest';

import { isShownOrganisation, isUndecided } from './policy';

describe('organisations', () => {
  it('are shown to everyone only once verified', () => {
    expect(isShownOrganisation({ status: 'verified' })).toBe(true);
    expect(isShownOrganisation({ status: 'pending' })).toBe(false);
    expect(isShownOrganisation({ status: 'rejected' })).toBe(false);
  });

  it('are decided once, while they wait', () => {
    expect(isUndecided({ status: 'pending' })).toBe(true);
    expect(isUndecided({ status: 'verified' })).toBe(false);
    expect(isUndecided({ status: 'rejected' })).toBe(false);
  });
});
