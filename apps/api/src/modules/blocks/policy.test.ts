import { describe, expect, it } from 'vitest';

import { blockRefusal } from './policy';

describe('blockRefusal', () => {
  const omar = { id: 8 };

  it('lets a member block any other member', () => {
    expect(blockRefusal(3, omar.id, omar)).toBeNull();
  });

  it('refuses blocking oneself, even before looking the member up', () => {
    expect(blockRefusal(3, 3, { id: 3 })).toBe('self');
    expect(blockRefusal(3, 3, undefined)).toBe('self');
  });

  it('refuses a member who does not exist, or a row of another member', () => {
    expect(blockRefusal(3, 99, undefined)).toBe('not-found');
    expect(blockRefusal(3, 99, omar)).toBe('not-found');
  });
});
