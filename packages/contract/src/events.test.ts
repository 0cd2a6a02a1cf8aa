import { describe, expect, it } from 'vitest';

import { EVENT_MESSAGES, eventFieldsSchema } from './events';

const TODAY = '2026-11-23';

function fields(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Winter clothes drive',
    description: 'Bring warm clothes for families in need.',
    location: 'Amman - Jabal Al-Weibdeh',
    owner_name: 'Tabarru volunteers',
    event_date: TODAY,
    start_time: '10:00',
    end_time: '14:30',
    ...overrides,
  };
}

function firstIssue(input: Record<string, unknown>) {
  const result = eventFieldsSchema(TODAY).safeParse(input);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return { field: issue?.path.join('.'), message: issue?.message };
}

describe('eventFieldsSchema', () => {
  it('accepts an event today, trimming the texts', () => {
    const result = eventFieldsSchema(TODAY).parse(fields({ title: '  Winter clothes drive ' }));
    expect(result.title).toBe('Winter clothes drive');
    expect(result.end_time).toBe('14:30');
  });

  it.each([
    ['title', EVENT_MESSAGES.titleRequired],
    ['description', EVENT_MESSAGES.descriptionRequired],
    ['location', EVENT_MESSAGES.locationRequired],
    ['owner_name', EVENT_MESSAGES.ownerNameRequired],
    ['event_date', EVENT_MESSAGES.dateRequired],
    ['start_time', EVENT_MESSAGES.startTimeRequired],
    ['end_time', EVENT_MESSAGES.endTimeRequired],
  ])('names %s when it is blank or missing', (field, message) => {
    expect(firstIssue(fields({ [field]: '   ' }))).toEqual({ field, message });
    const missing = Object.fromEntries(Object.entries(fields()).filter(([name]) => name !== field));
    expect(firstIssue(missing)).toEqual({ field, message });
  });

  it('refuses a time that is not HH:MM in 24-hour form', () => {
    expect(firstIssue(fields({ start_time: '9:00' }))).toEqual({
      field: 'start_time',
      message: EVENT_MESSAGES.timeFormat,
    });
    expect(firstIssue(fields({ end_time: '24:00' }))).toEqual({
      field: 'end_time',
      message: EVENT_MESSAGES.timeFormat,
    });
  });

  it('wants the end after the start', () => {
    for (const end_time of ['10:00', '09:59']) {
      expect(firstIssue(fields({ end_time }))).toEqual({
        field: 'end_time',
        message: EVENT_MESSAGES.endBeforeStart,
      });
    }
  });

  it('refuses a day before today and a day that does not exist', () => {
    expect(firstIssue(fields({ event_date: '2026-11-22' }))).toEqual({
      field: 'event_date',
      message: EVENT_MESSAGES.datePast,
    });
    expect(firstIssue(fields({ event_date: '2027-02-30' }))).toEqual({
      field: 'event_date',
      message: EVENT_MESSAGES.dateFormat,
    });
  });

  it('names every bad field at once, the schedule included', () => {
    const result = eventFieldsSchema(TODAY).safeParse(
      fields({ title: '', event_date: '2026-11-01', end_time: '09:00' }),
    );
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      EVENT_MESSAGES.titleRequired,
      EVENT_MESSAGES.datePast,
      EVENT_MESSAGES.endBeforeStart,
    ]);
  });

  it('refuses texts over their limits', () => {
    expect(firstIssue(fields({ title: 'x'.repeat(101) }))).toEqual({
      field: 'title',
      message: EVENT_MESSAGES.titleTooLong,
    });
  });

  it('refuses each Arabic text over the same limits', () => {
    expect(firstIssue(fields({ title_ar: 'س'.repeat(101), description_ar: 'وصف' }))).toEqual({
      field: 'title_ar',
      message: EVENT_MESSAGES.titleTooLong,
    });
    expect(firstIssue(fields({ title_ar: 'عنوان', description_ar: 'س'.repeat(2001) }))).toEqual({
      field: 'description_ar',
      message: EVENT_MESSAGES.descriptionTooLong,
    });
  });
});

describe('the English and Arabic versions', () => {
  const issues = (input: Record<string, unknown>) =>
    eventFieldsSchema(TODAY)
      .safeParse(input)
      .error?.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));

  it('takes an Arabic version alone, the English one left out or blank', () => {
    const arabic = { title_ar: ' تبادل الكتب ', description_ar: 'أحضروا كتبكم.' };
    const result = eventFieldsSchema(TODAY).parse(
      fields({ title: undefined, description: undefined, ...arabic }),
    );
    expect(result).toMatchObject({
      title: '',
      description: '',
      title_ar: 'تبادل الكتب',
      description_ar: 'أحضروا كتبكم.',
    });
    expect(issues(fields({ title: ' ', description: '', ...arabic }))).toBeUndefined();
  });

  it('takes both versions, and the English one alone as the earlier client sends it', () => {
    const both = eventFieldsSchema(TODAY).parse(
      fields({ title_ar: 'تبادل الملابس', description_ar: 'أحضروا المعاطف.' }),
    );
    expect(both).toMatchObject({ title: 'Winter clothes drive', title_ar: 'تبادل الملابس' });
    expect(eventFieldsSchema(TODAY).parse(fields())).toMatchObject({
      title_ar: '',
      description_ar: '',
    });
  });

  it('wants at least one title, naming the English fields when nothing is written', () => {
    expect(issues(fields({ title: '', description: '' }))).toEqual([
      { field: 'title', message: EVENT_MESSAGES.titleRequired },
      { field: 'description', message: EVENT_MESSAGES.descriptionRequired },
    ]);
  });

  it('wants a title with its description and a description with its title, per language', () => {
    expect(issues(fields({ title_ar: 'تبادل الملابس' }))).toEqual([
      { field: 'description_ar', message: EVENT_MESSAGES.descriptionRequired },
    ]);
    expect(issues(fields({ description_ar: 'أحضروا المعاطف.' }))).toEqual([
      { field: 'title_ar', message: EVENT_MESSAGES.titleRequired },
    ]);
    expect(
      issues(fields({ title: '', description: 'Bring coats.', title_ar: 'تبادل الملابس' })),
    ).toEqual([
      { field: 'title', message: EVENT_MESSAGES.titleRequired },
      { field: 'description_ar', message: EVENT_MESSAGES.descriptionRequired },
    ]);
  });
});
