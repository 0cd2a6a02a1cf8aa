import type { Language } from '@tabarru/contract/constants';

import { LOCALES } from '../../lib/format';

/** A message's time of day, hour and minute, in the page's locale. */
export function messageClock(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}

function calendarDay(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * When a conversation's last message was, as the contacts list says it: the time of day if today,
 * 'Yesterday' (the caller's word), otherwise the date; days are the device's.
 */
export type ContactTime = { kind: 'today' | 'date'; text: string } | { kind: 'yesterday' };

export function contactTime(iso: string, now: Date, language: Language): ContactTime {
  const when = new Date(iso);
  const daysAgo = Math.round((calendarDay(now) - calendarDay(when)) / 86_400_000);
  if (daysAgo <= 0) return { kind: 'today', text: messageClock(iso, language) };
  if (daysAgo === 1) return { kind: 'yesterday' };
  return {
    kind: 'date',
    text: new Intl.DateTimeFormat(LOCALES[language], {
      day: 'numeric',
      month: 'short',
      ...(when.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    }).format(when),
  };
}

/**
 * The day a conversation's messages were written, as the line above the first message of each
 * day says it: 'Today', 'Yesterday' (the caller's words), otherwise the weekday and the date.
 */
export type ChatDay = { kind: 'today' | 'yesterday' } | { kind: 'date'; text: string };

export function chatDay(iso: string, now: Date, language: Language): ChatDay {
  const when = new Date(iso);
  const daysAgo = Math.round((calendarDay(now) - calendarDay(when)) / 86_400_000);
  if (daysAgo <= 0) return { kind: 'today' };
  if (daysAgo === 1) return { kind: 'yesterday' };
  return {
    kind: 'date',
    text: new Intl.DateTimeFormat(LOCALES[language], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(when.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    }).format(when),
  };
}

/** Whether a message written at `iso` starts a new day after one written at `previousIso`. */
export function startsDay(previousIso: string | undefined, iso: string): boolean {
  return (
    previousIso === undefined || calendarDay(new Date(previousIso)) !== calendarDay(new Date(iso))
  );
}
