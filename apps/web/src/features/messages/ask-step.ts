import type { ChatMessage, Contact } from '@tabarru/contract/messages';
import { ASK_EVENT_TEXTS, type AskEvent, type MessageAsk } from '@tabarru/contract/pickups';

import type { CatalogKey } from '../../i18n/i18n';

/** A message that is a step of an ask. */
export type AskStepMessage = ChatMessage & { ask: NonNullable<MessageAsk> };

/** Whether a message is a step of an ask; an API from before asks sends no `ask` at all. */
export function isAskStep(message: ChatMessage): message is AskStepMessage {
  return Boolean(message.ask);
}

/**
 * The sentence of each step as the member who took it reads it (`own`) and as the other does
 * (`partner`, naming the one who took it as `<name>`). A collection is said the same to both:
 * either of the two may record it.
 */
const STEP_SENTENCES = {
  asked: { own: 'messages.ask.asked.own', partner: 'messages.ask.asked.partner' },
  promised: { own: 'messages.ask.promised.own', partner: 'messages.ask.promised.partner' },
  promise_withdrawn: {
    own: 'messages.ask.promiseWithdrawn.own',
    partner: 'messages.ask.promiseWithdrawn.partner',
  },
  times_offered: {
    own: 'messages.ask.timesOffered.own',
    partner: 'messages.ask.timesOffered.partner',
  },
  time_picked: { own: 'messages.ask.timePicked.own', partner: 'messages.ask.timePicked.partner' },
  another_time: {
    own: 'messages.ask.anotherTime.own',
    partner: 'messages.ask.anotherTime.partner',
  },
  collected: { own: 'messages.ask.collected', partner: 'messages.ask.collected' },
  missed: { own: 'messages.ask.missed.own', partner: 'messages.ask.missed.partner' },
  ask_withdrawn: {
    own: 'messages.ask.askWithdrawn.own',
    partner: 'messages.ask.askWithdrawn.partner',
  },
} as const satisfies Record<AskEvent, { own: CatalogKey; partner: CatalogKey }>;

/** What happened at a step, from the viewer's side: their own step, or their partner's. */
export function askStepSentence(event: AskEvent, own: boolean): CatalogKey {
  return STEP_SENTENCES[event][own ? 'own' : 'partner'];
}

/**
 * The member's own words a step carries (the asker's note, the donor's reason for withdrawing
 * a promise), or null when its text is only the English line written for clients that show
 * nothing else: the page says the step in its own language instead.
 */
export function askStepWords(message: AskStepMessage): string | null {
  const words = message.content.trim();
  return words === '' || words === ASK_EVENT_TEXTS[message.ask.event] ? null : words;
}

/**
 * What the contacts list says of a thread's last message: a step of an ask as a sentence of the
 * page's language (from the viewer's side, `own`), unless it carries the member's own words;
 * those words, or an ordinary message, as written; null before any message.
 */
export function lastMessageLine(
  contact: Pick<Contact, 'last_message' | 'last_ask_event'>,
  own: boolean,
): { sentence: CatalogKey } | { words: string } | null {
  if (contact.last_message === null) return null;
  const event = contact.last_ask_event;
  const words = contact.last_message.trim();
  if (event && (words === '' || words === ASK_EVENT_TEXTS[event])) {
    return { sentence: askStepSentence(event, own) };
  }
  return { words: contact.last_message };
}

/** A sentence as plain text, its elements' tags left out (a line that shows no links). */
export const withoutTags = (text: string) => text.replace(/<\/?\w+>/g, '');
