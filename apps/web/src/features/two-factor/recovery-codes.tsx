import { useId } from 'react';

import { Button } from '../../components/ui/button';
import { useTranslation } from '../../i18n/use-translation';
import { saveFile } from '../../lib/save-file';
import { useFocusOnMount } from './focus-on-mount';

const FILE_NAME = 'tabarru-recovery-codes.txt';

/**
 * The ten recovery codes, shown once (after turning two-step sign-in on, or making new ones):
 * each signs in once without the app. Download saves them as a text file; I saved them closes.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const headingId = useId();

  function handleDownload() {
    const lines = [t('twoFactor.codes.fileTitle'), t('twoFactor.codes.fileNote'), '', ...codes];
    saveFile(new Blob([`${lines.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }), FILE_NAME);
  }

  return (
    <div className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-stone-900 focus:outline-none"
      >
        {t('twoFactor.codes.heading')}
      </h3>
      <p className="text-stone-800">{t('twoFactor.codes.lead')}</p>
      <ol
        aria-labelledby={headingId}
        dir="ltr"
        className="grid grid-cols-2 gap-2 font-mono text-base text-stone-900"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-white px-2 py-1.5 text-center select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={handleDownload}>
          {t('twoFactor.codes.download')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.codes.done')}</Button>
      </div>
    </div>
  );
}
