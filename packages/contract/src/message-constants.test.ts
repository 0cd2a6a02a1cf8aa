import { describe, expect, it } from 'vitest';

import { conversationPath } from './message-constants';

describe('conversationPath', () => {
  it('names the thread about an item by its post, and the one about none by the member alone', () => {
    expect(conversationPath(8, 21)).toBe('/dm/8?post=21');
    expect(conversationPath(8, null)).toBe('/dm/8');
  });
});
