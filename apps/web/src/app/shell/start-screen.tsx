import type { Language } from '@tabarru/contract/constants';

/** Shown before the language catalog has loaded, so its text cannot come from the catalog. */
const LOADING_TEXT: Record<Language, string> = { en: 'Loading...', ar: 'جارٍ التحميل...' };

export function StartScreen({ language }: { language: Language }) {
  return (
    <div
      role="status"
      className="flex min-h-screen items-center justify-center text-lg text-stone-600"
    >
      {LOADING_TEXT[language]}
    </div>
  );
}
