import { opendir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import type { ModuleContext } from '../../context';
import { STORED_IMAGE_NAME } from '../../infra/media';
import { hashesInUse } from './queries';
import { removeIfUnused } from './service';

/**
 * A `.tmp` younger than this may be a write in flight on another instance sharing the folder;
 * an older one is a write cut short (a killed process), never renamed into place.
 */
export const TEMPORARY_FILE_MIN_AGE_MS = 60_000;

/** Files looked up in the database at once: the folder and the rows are never held whole. */
const BATCH = 500;

export interface SweepCounts {
  temporaryRemoved: number;
  orphansRemoved: number;
  kept: number;
}

type SweepContext = Pick<ModuleContext, 'db' | 'dialect' | 'images'>;

/**
 * Clears what a killed process can leave in the uploads folder: `.tmp` files of cut-short writes
 * and image files that no post or event shows. Run at start, before the API listens. A file is
 * removed only by removeIfUnused, which checks the rows again under the file's lock, so a file a
 * row names (or that another instance is storing) is never removed; unknown names are left alone.
 */
export async function sweepUploads(
  context: SweepContext,
  log: FastifyBaseLogger,
  now = Date.now(),
): Promise<SweepCounts> {
  const counts: SweepCounts = { temporaryRemoved: 0, orphansRemoved: 0, kept: 0 };
  const directory = context.images.directory;
  let folder;
  try {
    folder = await opendir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return counts;
    throw error;
  }

  let batch: { name: string; hash: string }[] = [];
  for await (const entry of folder) {
    if (!entry.isFile()) continue;
    if (entry.name.endsWith('.tmp')) {
      const file = path.join(directory, entry.name);
      if (now - (await stat(file)).mtimeMs < TEMPORARY_FILE_MIN_AGE_MS) continue;
      await unlink(file);
      counts.temporaryRemoved += 1;
      continue;
    }
    const hash = STORED_IMAGE_NAME.exec(entry.name)?.[1];
    if (!hash) continue;
    batch.push({ name: entry.name, hash });
    if (batch.length >= BATCH) {
      await sweepImages(context, batch, counts);
      batch = [];
    }
  }
  await sweepImages(context, batch, counts);
  log.info(counts, 'uploads swept');
  return counts;
}

async function sweepImages(
  context: SweepContext,
  files: { name: string; hash: string }[],
  counts: SweepCounts,
): Promise<void> {
  const inUse = await hashesInUse(context.db, [...new Set(files.map((file) => file.hash))]);
  const orphans = files.filter((file) => !inUse.has(file.hash));
  await removeIfUnused(
    context,
    orphans.map((file) => file.hash),
  );
  counts.orphansRemoved += orphans.length;
  counts.kept += files.length - orphans.length;
}
