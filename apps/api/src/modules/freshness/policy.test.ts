import { describe, expect, it } from 'vitest';

import { questionDueBy, questionsDue } from './policy';

const DAY_MS = 24 * 60 * 60_000;
const posted = Date.parse('2026-12-01T09:00:00.000Z');
const endsAt = posted + 30 * DAY_MS;

describe('questionsDue', () => {
  it('asks nothing in the first week', () => {
    expect(questionsDue(endsAt, posted)).toBe(0);
    expect(questionsDue(endsAt, posted + 7 * DAY_MS - 1)).toBe(0);
  });

  it('asks once from the 7th day and again from the 21st', () => {
    expect(questionsDue(endsAt, posted + 7 * DAY_MS)).toBe(1);
    expect(questionsDue(endsAt, posted + 20 * DAY_MS)).toBe(1);
    expect(questionsDue(endsAt, posted + 21 * DAY_MS)).toBe(2);
    expect(questionsDue(endsAt, endsAt)).toBe(2);
  });
});

describe('questionDueBy', () => {
  it('names the end of the offers whose 7th, then 21st, day has come', () => {
    expect(questionDueBy(0, posted)).toBe(new Date(posted + 23 * DAY_MS).toISOString());
    expect(questionDueBy(1, posted)).toBe(new Date(posted + 9 * DAY_MS).toISOString());
  });

  it('has nothing more to ask after two questions', () => {
    expect(questionDueBy(2, posted)).toBeNull();
  });
});
