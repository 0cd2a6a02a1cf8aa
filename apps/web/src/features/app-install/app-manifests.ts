import { APP_MANIFEST_PATHS } from '@tabarru/contract/app-install';
import { LANGUAGES } from '@tabarru/contract/constants';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { appManifest } from './app-manifest';

const CATALOGS = { en, ar };

/** The files of both languages' manifests, as the build writes them into dist/. */
export function appManifestFiles(): { fileName: string; source: string }[] {
  return LANGUAGES.map((language) => ({
    fileName: APP_MANIFEST_PATHS[language].slice(1),
    source: `${JSON.stringify(appManifest(language, CATALOGS[language].install.manifest), null, 2)}\n`,
  }));
}
