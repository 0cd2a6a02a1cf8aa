import type { Language } from '@tabarru/contract/constants';

import { BOOT_TEXTS } from '../../i18n/boot-texts';
import { directionOf } from '../../lib/language';

/** Shown while the app starts, until the page's catalog and first page have loaded. */
export function StartScreen({ language }: { language: Language }) {
  return (
    <div
      role="status"
      lang={language}
      dir={directionOf(language)}
      className="flex min-h-dvh items-center justify-center gap-3 text-lg text-stone-700"
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
      />
      {BOOT_TEXTS[language].loading}
    </div>
  );
}
