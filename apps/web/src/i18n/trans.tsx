import { cloneElement, type ReactElement, type ReactNode } from 'react';

import type { CatalogKey } from './i18n';
import type { TextValues } from './translate';
import { useTranslation } from './use-translation';

/** A marked part of a text: `<name>…</name>`. The catalogs neither nest nor close them early. */
const TAG = /<(\w+)>(.*?)<\/\1>/gs;
/**
 * Where a value goes until the tags are found (private-use characters, which no text holds), so
 * a value's own `<` is never read as one.
 */
const SLOT = /\uE000(\d+)\uE001/g;

/**
 * A text of the catalog with `values` filled in and each `<name>…</name>` part shown as the
 * element given for `name` (a link, a <bdi>), holding that part.
 */
export function Trans({
  i18nKey,
  values = {},
  components,
}: {
  i18nKey: CatalogKey;
  values?: Record<string, string>;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const names = Object.keys(values);
  const slots: TextValues = Object.fromEntries(
    names.map((name, index) => [name, `\uE000${index}\uE001`]),
  );
  const text = t(i18nKey, slots);
  const fill = (part: string) =>
    part.replace(SLOT, (_, index: string) => values[names[Number(index)] as string] ?? '');

  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inner] = match as unknown as [string, string, string];
    parts.push(fill(text.slice(end, match.index)));
    const component = components[name];
    parts.push(
      component ? cloneElement(component, { key: match.index }, fill(inner)) : fill(inner),
    );
    end = match.index + whole.length;
  }
  parts.push(fill(text.slice(end)));
  return <>{parts}</>;
}
