import { phonesInText } from '@tabarru/contract/phones-in-text';

/** What stands where a phone number or an email address was. */
export const HIDDEN_CONTACT = '…';

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/gu;

interface Span {
  start: number;
  end: number;
}

/** The text with each span replaced by '…', everything between kept as written. */
function withHidden(text: string, spans: Span[]): string {
  let shown = '';
  let from = 0;
  for (const { start, end } of spans) {
    shown += text.slice(from, start) + HIDDEN_CONTACT;
    from = end;
  }
  return shown + text.slice(from);
}

/**
 * A member's texts (a post's title and description) with every email address and phone number
 * in them replaced by '…': what visitors and link previews read of a post never holds a way to
 * reach its donor (the blocklist lets a post's own contact phone stand in its description).
 * Phone numbers are found as the blocklist finds them, in the texts read one after the other as
 * it reads them, so a number begun in the title and ended in the description is hidden in both;
 * also those the blocklist leaves to a post: a mobile without its 0, digits run together.
 */
export function withoutContactDetails<Key extends string>(
  texts: Record<Key, string>,
): Record<Key, string> {
  const fields = Object.entries<string>(texts).map(([key, text]) => ({
    key,
    text: text.replace(EMAIL, HIDDEN_CONTACT),
  }));
  const phones = phonesInText(fields.map(({ text }) => text).join('\n'));
  const shown: Record<string, string> = {};
  let offset = 0;
  for (const { key, text } of fields) {
    const end = offset + text.length;
    const spans = phones
      .filter((phone) => phone.start < end && phone.end > offset)
      .map((phone) => ({
        start: Math.max(phone.start, offset) - offset,
        end: Math.min(phone.end, end) - offset,
      }));
    shown[key] = withHidden(text, spans);
    offset = end + 1;
  }
  return shown as Record<Key, string>;
}
