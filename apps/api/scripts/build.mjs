// Bundles the API into dist/main.js, or into the file named by the first argument (a test's
// temporary copy of the repository). npm packages stay external (installed beside it); the
// workspace contract, written in TypeScript, is bundled in.
import { readFile } from 'node:fs/promises';

import { build } from 'esbuild';

const manifest = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@tabarru/'));

await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: process.argv[2] ?? new URL('../dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node26',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
