import { describe, expect, it, vi } from 'vitest';

import { warnOnFailure } from './warn-on-failure';

describe('warnOnFailure', () => {
  it('warns of a failure and passes it on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('the API could not be reached');
    await expect(warnOnFailure('counts', Promise.reject(failure))).rejects.toBe(failure);
    expect(warn).toHaveBeenCalledWith('counts failed', failure);
    warn.mockRestore();
  });

  it('passes on a cancelled request without a warning: it did not fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // As fetch's own AbortError reaches a test's document: of another realm's DOMException.
    const cancelled = Object.assign(new Error('This operation was aborted'), {
      name: 'AbortError',
    });
    await expect(warnOnFailure('counts', Promise.reject(cancelled))).rejects.toBe(cancelled);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
