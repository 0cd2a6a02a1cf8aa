import { useLocation } from 'react-router';

import { Button } from '../../components/ui/button';
import { BOOT_TEXTS } from '../../i18n/boot-texts';
import { directionOf, languageFromPath } from '../../lib/language';

/**
 * The screen for an error while loading or showing a page. `standalone` when the shell itself
 * failed (or the catalog could not load), so the texts come from the boot texts in both cases.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const language = languageFromPath(useLocation().pathname);
  const text = BOOT_TEXTS[language];
  const content = (
    <div
      lang={language}
      dir={directionOf(language)}
      className="mx-auto max-w-xl px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-bold text-stone-900">{text.errorTitle}</h1>
      <p className="mt-3 text-stone-700">{text.errorText}</p>
      <Button onClick={() => window.location.reload()} className="mt-8">
        {text.reload}
      </Button>
    </div>
  );
  return standalone ? <main>{content}</main> : content;
}
