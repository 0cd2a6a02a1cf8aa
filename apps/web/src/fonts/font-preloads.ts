import { fileURLToPath } from 'node:url';

import { runnerImport, type Plugin } from 'vite';

import type { Language } from '@tabarru/contract/constants';
import type * as runtimeConfig from '@tabarru/contract/runtime-config';

/**
 * The font files (fonts.css) each language's pages draw most of their first screen in: asked
 * for with the page, not once the script has drawn text in them.
 */
export const FIRST_PAINT_FONTS: Record<Language, readonly string[]> = {
  en: ['plex-latin-400.woff2'],
  ar: ['plex-arabic-400.woff2'],
};

/**
 * A preload in index.html for each font of FIRST_PAINT_FONTS, by its built (hashed) name and
 * marked with its language: the web host keeps those of the page's language. The contract's
 * module is run by Vite, as Node does not load its TypeScript.
 */
export function fontPreloads(): Plugin {
  return {
    name: 'font-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(_html, { bundle }) {
        const { module } = await runnerImport<typeof runtimeConfig>(
          fileURLToPath(import.meta.resolve('@tabarru/contract/runtime-config')),
        );
        const assets = Object.values(bundle ?? {});
        return Object.entries(FIRST_PAINT_FONTS).flatMap(([language, files]) =>
          files.map((file) => {
            const asset = assets.find(
              (output) =>
                output.type === 'asset' &&
                output.originalFileNames.some((name) => name.endsWith(`src/fonts/${file}`)),
            );
            if (!asset) throw new Error(`The build has no ${file} to preload`);
            return {
              tag: 'link',
              attrs: {
                rel: 'preload',
                href: `/${asset.fileName}`,
                as: 'font',
                type: 'font/woff2',
                crossorigin: true,
                [module.PRELOAD_LANGUAGE_ATTRIBUTE]: language,
              },
              injectTo: 'head',
            };
          }),
        );
      },
    },
  };
}
