import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import type { ModuleContext } from '../../context';
import { referencedImageHashes } from './queries';
import { removeIfUnused } from './service';

/** A stored file's name: the content hash, then `-480` for the thumbnail. */
const IMAGE_FILE = /^([0-9a-f]{64})(?:-480)?\.webp$/;

/**
 * A `.tmp` younger than this may be a write in flight on another instance sharing the folder;
 * an older one is a write cut short (a killed process), never renamed into place.
 */
export const TEMPORARY_FILE_MIN_AGE_MS = 60_000;

export interface SweepCounts {
  temporaryRemoved: number;
  orphansRemoved: number;
  kept: number;
}

/**
 * Clears what a killed process can leave in the uploads folder: `.tmp` files of cut-short writes
 * and image files that no post or event shows. Run at start, before the API listens. A file is
 * removed only by removeIfUnused, which checks the rows again under the file's lock, so a file a
 * row names (or that another instance is storing) is never removed; unknown names are left alone.
 */
export async function sweepUploads(
  context: Pick<ModuleContext, 'db' | 'dialect' | 'images'>,
  log: FastifyBaseLogger,
  now = Date.now(),
): Promise<SweepCounts> {
  const directory = context.images.directory;
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { temporaryRemoved: 0, orphansRemoved: 0, kept: 0 };
    }
    throw error;
  }

  let temporaryRemoved = 0;
  for (const name of names.filter((candidate) => candidate.endsWith('.tmp'))) {
    const file = path.join(directory, name);
    const { mtimeMs } = await stat(file);
    if (now - mtimeMs < TEMPORARY_FILE_MIN_AGE_MS) continue;
    await unlink(file);
    temporaryRemoved += 1;
  }

  const referenced = await referencedImageHashes(context.db);
  const imageFiles = names.flatMap((name) => IMAGE_FILE.exec(name)?.[1] ?? []);
  const orphanHashes = [...new Set(imageFiles)].filter((hash) => !referenced.has(hash));
  await removeIfUnused(context, orphanHashes);
  const orphanFiles = imageFiles.filter((hash) => !referenced.has(hash)).length;
  const counts = {
    temporaryRemoved,
    orphansRemoved: orphanFiles,
    kept: imageFiles.length - orphanFiles,
  };
  log.info(counts, 'uploads swept');
  return counts;
}
