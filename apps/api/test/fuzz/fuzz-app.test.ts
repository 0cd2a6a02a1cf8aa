import { describe, expect, it } from 'vitest';

import { changedParts } from './fuzz-app';

describe('the parts of two snapshots that differ', () => {
  it('are named, whether changed, added or gone', () => {
    expect(changedParts({ users: '[1]', outbox: '[]' }, { users: '[1]', outbox: '[2]' })).toEqual([
      'outbox',
    ]);
    expect(changedParts({ users: '[1]' }, { users: '[1]', uploads: '[]' })).toEqual(['uploads']);
    expect(changedParts({ users: '[1]' }, { users: '[1]' })).toEqual([]);
  });
});
