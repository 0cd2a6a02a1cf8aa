import { describe, expect, it } from 'vitest';

import { hidesPost, moderationAfterEdit } from './policy';

const visible = { moderation_status: 'visible', version: 1, approved_version: null } as const;

describe('hidesPost', () => {
  it('hides a visible post once two members reported its version', () => {
    expect(hidesPost(visible, 1)).toBe(false);
    expect(hidesPost(visible, 2)).toBe(true);
  });

  it('keeps a version an administrator approved, and hides its next version again', () => {
    expect(hidesPost({ ...visible, approved_version: 1 }, 3)).toBe(false);
    expect(hidesPost({ ...visible, version: 2, approved_version: 1 }, 2)).toBe(true);
  });

  it('leaves a post that is not visible as it is', () => {
    expect(hidesPost({ ...visible, moderation_status: 'flagged' }, 5)).toBe(false);
  });
});

describe('moderationAfterEdit', () => {
  it('flags an edit the blocklist matches', () => {
    expect(
      moderationAfterEdit({ moderation_status: 'visible', blocklist_matches: [] }, ['bitcoin']),
    ).toEqual({ status: 'flagged', blocklistMatches: ['bitcoin'], newlyFlagged: true });
  });

  it('keeps a flagged post flagged, its findings added up', () => {
    expect(
      moderationAfterEdit({ moderation_status: 'flagged', blocklist_matches: ['lottery'] }, []),
    ).toEqual({ status: 'flagged', blocklistMatches: ['lottery'], newlyFlagged: false });
  });

  it('leaves a clean edit of a visible post visible', () => {
    expect(
      moderationAfterEdit({ moderation_status: 'visible', blocklist_matches: [] }, []),
    ).toEqual({ status: 'visible', blocklistMatches: [], newlyFlagged: false });
  });
});
