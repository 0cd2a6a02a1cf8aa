// Writes .br and .gz beside every text asset of the web build, so the host serves them
// compressed without spending CPU per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = new URL('../apps/web/dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest|map)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite/ holds the build's manifest, which the web host reads and never serves.
    if (entry.isDirectory() && entry.name === '.vite') continue;
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

for await (const file of files(distDir)) {
  if (!COMPRESSIBLE.test(file) || file.endsWith('index.html')) continue;
  const content = await readFile(file);
  if (content.length < 1024) continue;
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
