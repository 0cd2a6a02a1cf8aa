import { describe, expect, it } from 'vitest';

import { leavesNoAdministrator } from './policy';

describe('leavesNoAdministrator', () => {
  it('is true only for the one administrator left', () => {
    expect(leavesNoAdministrator({ is_admin: 1 }, 1)).toBe(true);
    expect(leavesNoAdministrator({ is_admin: 1 }, 2)).toBe(false);
    expect(leavesNoAdministrator({ is_admin: 0 }, 1)).toBe(false);
  });
});
