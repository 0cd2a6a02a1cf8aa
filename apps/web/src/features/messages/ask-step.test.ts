import { describe, expect, it } from 'vitest';

import { ASK_EVENT_TEXTS, ASK_EVENTS, type AskEvent } from '@tabarru/contract/pickups';

import en from '../../i18n/en.json';
import { translate } from '../../i18n/translate';
import {
  askStepSentence,
  askStepWords,
  isAskStep,
  lastMessageLine,
  withoutTags,
  type AskStepMessage,
} from './ask-step';

function step(event: AskEvent, content: string = ASK_EVENT_TEXTS[event]): AskStepMessage {
  return {
    id: 1,
    sender_id: 3,
    content,
    timestamp: '2026-12-01T10:00:00.000Z',
    status: 'read',
    post_id: 5,
    ask: { id: 21, event },
  };
}

/** The sentence in English with the partner named Sara. */
function said(event: AskEvent, own: boolean): string | undefined {
  return translate('en', en, askStepSentence(event, own), { name: 'Sara' })?.replace(
    /<\/?name>/g,
    '',
  );
}

describe('askStepSentence', () => {
  it('says each step from the side of the member who took it', () => {
    expect(ASK_EVENTS.map((event) => [event, said(event, true)])).toEqual([
      ['asked', 'You asked for this item.'],
      ['promised', 'You promised this item to Sara.'],
      ['promise_withdrawn', 'You withdrew the promise.'],
      ['times_offered', 'You offered new times.'],
      ['time_picked', 'You picked a time.'],
      ['another_time', 'You asked for another time.'],
      ['collected', 'The item was collected.'],
      ['missed', 'You said Sara did not come.'],
      ['ask_withdrawn', 'You no longer need this item.'],
    ]);
  });

  it('names the partner who took it to the other member', () => {
    expect(ASK_EVENTS.map((event) => [event, said(event, false)])).toEqual([
      ['asked', 'Sara asked for this item.'],
      ['promised', 'Sara promised you this item.'],
      ['promise_withdrawn', 'Sara withdrew the promise.'],
      ['times_offered', 'Sara offered new times: pick one.'],
      ['time_picked', 'Sara picked a time.'],
      ['another_time', 'Sara asked for another time.'],
      ['collected', 'The item was collected.'],
      ['missed', 'Sara said you did not come.'],
      ['ask_withdrawn', 'Sara no longer needs this item.'],
    ]);
  });
});

describe('askStepWords', () => {
  it('gives nothing for the English line written for clients that show only text', () => {
    for (const event of ASK_EVENTS) expect(askStepWords(step(event)), event).toBeNull();
  });

  it("gives the asker's note and the donor's reason in their own words", () => {
    expect(askStepWords(step('asked', 'أستطيع الحضور مساء الخميس'))).toBe(
      'أستطيع الحضور مساء الخميس',
    );
    expect(askStepWords(step('promise_withdrawn', '  The heater broke.\n'))).toBe(
      'The heater broke.',
    );
  });
});

describe('isAskStep', () => {
  it('tells a step from what a member wrote', () => {
    expect(isAskStep(step('asked'))).toBe(true);
    expect(isAskStep({ ...step('asked'), ask: null })).toBe(false);
  });
});

describe('lastMessageLine', () => {
  const thread = (last_message: string | null, last_ask_event: AskEvent | null = null) => ({
    last_message,
    last_ask_event,
  });

  it("says a step in the page's language, from the viewer's side", () => {
    expect(lastMessageLine(thread(ASK_EVENT_TEXTS.asked, 'asked'), false)).toEqual({
      sentence: 'messages.ask.asked.partner',
    });
    expect(lastMessageLine(thread(ASK_EVENT_TEXTS.promised, 'promised'), true)).toEqual({
      sentence: 'messages.ask.promised.own',
    });
  });

  it("keeps a member's own words and ordinary messages as written", () => {
    expect(lastMessageLine(thread('For my son, please', 'asked'), true)).toEqual({
      words: 'For my son, please',
    });
    expect(lastMessageLine(thread('مرحبا'), false)).toEqual({ words: 'مرحبا' });
  });

  it('has no line before any message', () => {
    expect(lastMessageLine(thread(null), false)).toBeNull();
  });
});

describe('withoutTags', () => {
  it("leaves a sentence's element tags out", () => {
    expect(withoutTags('<name>Sara</name> asked for this item.')).toBe('Sara asked for this item.');
  });
});
