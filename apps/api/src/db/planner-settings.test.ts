import { describe, expect, it } from 'vitest';

import { settingsOptions } from './planner-settings';

describe('settingsOptions', () => {
  it('writes the settings as connection options, the same set always the same way', () => {
    expect(settingsOptions({ enable_seqscan: false, enable_bitmapscan: false })).toBe(
      '-c enable_bitmapscan=off -c enable_seqscan=off',
    );
    expect(settingsOptions({ enable_bitmapscan: false, enable_seqscan: false })).toBe(
      settingsOptions({ enable_seqscan: false, enable_bitmapscan: false }),
    );
    expect(settingsOptions({ enable_indexscan: true })).toBe('-c enable_indexscan=on');
    expect(settingsOptions({})).toBe('');
  });
});
