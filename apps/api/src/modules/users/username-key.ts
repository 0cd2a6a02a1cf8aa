import unhomoglyph from 'unhomoglyph';

/**
 * Marks that take no room of their own (accents, Arabic short vowels, shadda, hamza above or
 * below, enclosing marks) and tatweel, which only stretches the letters beside it: a reader
 * sees the same name with or without them.
 */
const UNSEEN_MARKS = /[\p{Mn}\p{Me}\u0640]/gu;

/** Arabic letters that read as another without a difference worth a second account. */
const ARABIC_VARIANTS: [RegExp, string][] = [
  [/\u0671/g, '\u0627'], // alef wasla → alef
  [/\u0629/g, '\u0647'], // ta marbuta → heh
];

/**
 * The Unicode TR39 skeleton (NFD, the confusables mapping, NFD again) without the marks: two
 * strings that render alike have the same skeleton.
 */
function skeleton(text: string): string {
  const bare = text.normalize('NFD').replace(UNSEEN_MARKS, '');
  return unhomoglyph(bare).normalize('NFD').replace(UNSEEN_MARKS, '');
}

/**
 * The form usernames are compared in, stored as `users.username_key` (unique): NFKC (fullwidth
 * and presentation forms to plain letters), lower case, Arabic variants folded, then the
 * confusables skeleton, so a Cyrillic 'а' for a Latin 'a', a Persian 'ی' for an Arabic 'ي', a
 * '0' for an 'o' or an Arabic 'ا' for a Latin 'l' all give the same key. Never shown: it is
 * not meant to be read ('m' becomes 'rn').
 */
export function usernameKey(username: string): string {
  let folded = username.trim().normalize('NFKC').toLowerCase();
  for (const [variant, plain] of ARABIC_VARIANTS) folded = folded.replace(variant, plain);
  // The mapping's prototypes may be capitals ('0' becomes 'O'): fold the case again after it.
  return skeleton(skeleton(folded).toLowerCase());
}

/**
 * The keys of accounts made before usernames were compared by how they look. The oldest
 * account of each look-alike group keeps the plain key; each later one gets `key#id`, which no
 * name can produce (usernames hold no '#'), so every member keeps the name they have, and a
 * new look-alike of any of them is refused.
 */
export function keysKeepingLookAlikes(
  users: readonly { id: number; username: string }[],
): Map<number, string> {
  const keys = new Map<number, string>();
  const holders = new Set<string>();
  for (const user of [...users].sort((a, b) => a.id - b.id)) {
    const key = usernameKey(user.username);
    keys.set(user.id, holders.has(key) ? `${key}#${user.id}` : key);
    holders.add(key);
  }
  return keys;
}
