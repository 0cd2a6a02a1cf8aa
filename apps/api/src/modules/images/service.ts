import type { FastifyBaseLogger } from 'fastify';

import { ERROR_CODES } from '@tabarru/contract/errors';
import { POST_MESSAGES } from '@tabarru/contract/posts';

import type { ModuleContext } from '../../context';
import { isDatabaseConnectionLost } from '../../db/busy';
import { DATABASE_LIMITS } from '../../db/database';
import type { Db, UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { clientGone } from '../../infra/bounded-queue';
import { tooLarge, unsupportedMedia, type HttpError } from '../../infra/http-errors';
import {
  ImageRejectedError,
  processImage,
  type ImageRejection,
  type ProcessedImage,
} from '../../infra/media';
import type { MultipartForm } from '../../infra/multipart-form';
import { confirmSession, writeAs, type Session } from '../sessions/service';
import { isImageInUse, lockImageFiles } from './queries';

// What a backup keeps: the photos rows still name.
export { hashesInUse } from './queries';

/**
 * The photos of posts and events: checked and re-encoded before anything is stored, stored by
 * content hash, and removed from the disk once nothing shows them.
 */

const IMAGE_REFUSALS: Record<ImageRejection, () => HttpError> = {
  'too-large': () => tooLarge(ERROR_CODES.imageTooLarge, POST_MESSAGES.imageTooLarge, 'images'),
  'too-many-pixels': () =>
    tooLarge(ERROR_CODES.imageTooManyPixels, POST_MESSAGES.imageTooManyPixels, 'images'),
  'not-an-image': () =>
    unsupportedMedia(ERROR_CODES.imageNotSupported, POST_MESSAGES.notAnImage, 'images'),
  unreadable: () =>
    unsupportedMedia(ERROR_CODES.imageUnreadable, POST_MESSAGES.imageUnreadable, 'images'),
};

/**
 * Every photo is checked and re-encoded before anything is stored; one bad photo refuses all.
 * The form's photos take one place in the image queue, weighing as many photos as they are: a
 * line too long to wait in answers 503, and a form whose client has hung up by its turn is not
 * processed (nor, then, stored).
 */
export async function processUploads(
  context: ModuleContext,
  form: MultipartForm,
): Promise<ProcessedImage[]> {
  if (form.files.length === 0) return [];
  const processed = await context.imageWork.run(
    async () => {
      const images: ProcessedImage[] = [];
      for (const file of form.files) {
        try {
          images.push(await processImage(file));
        } catch (error) {
          if (error instanceof ImageRejectedError) throw IMAGE_REFUSALS[error.reason]();
          throw error;
        }
      }
      return images;
    },
    { abandoned: form.clientGone, cost: form.files.length },
  );
  // A client gone while its photos were processed gets no post either.
  if (form.clientGone()) throw clientGone();
  return processed;
}

/*
 * Files are shared by content hash, so a photo may be stored by one request while the last post
 * showing it is deleted by another, on this API instance or another one on the same database and
 * uploads folder. Whoever writes image rows and whoever removes files both hold the file's lock
 * (lockImageFiles) for the step that matters: the writer, from making sure the files are on the
 * disk until its rows are committed; the remover, from finding the file unused until it is gone.
 * A removal therefore either sees the new rows and keeps the files, or finishes before the
 * writer looks, and the writer stores the files again from the bytes it holds.
 */

/**
 * Runs `write` as the session (writeAs) in one transaction with the photos' files on the disk
 * when it commits, so no row ever names a missing file. The files are written before the
 * transaction (the slow part), once the session is checked, and checked again under their locks.
 * When anything fails, the files no row uses are removed again: a failure leaves no row and no
 * new file behind (docs/design.md).
 */
export async function writeWithImages<T>(
  context: ModuleContext,
  session: Session,
  images: ProcessedImage[],
  write: (trx: Db, member: UserRow) => Promise<T>,
): Promise<T> {
  const { dialect, images: store } = context;
  const hashes = images.map((image) => image.hash);
  await confirmSession(context, session);
  try {
    for (const image of images) await store.save(image);
    return await writeAs(context, session, async (trx, member) => {
      await lockImageFiles(trx, dialect, hashes);
      // Two checks of the disk each, unless a removal took a file meanwhile.
      for (const image of images) await store.save(image);
      return write(trx, member);
    });
  } catch (error) {
    // The request's own failure is what the client hears; a file left by a failed clean-up
    // only takes space.
    await removeIfUnused(context, hashes).catch(() => undefined);
    throw error;
  }
}

/**
 * Tries of a removal whose database connection was lost. A write that failed because PostgreSQL
 * ended its connection cleans up right after, when the pool may still hand out the others ended
 * with it, each failing once before the pool drops it (three in a row were seen): one try more
 * than the pool holds reaches a new connection, where giving up would leave the files until the
 * next start's sweep.
 */
const REMOVAL_TRIES = DATABASE_LIMITS.poolSize + 1;

/** Removes each file no post or event uses, under its lock (see above). */
export async function removeIfUnused(
  { db, dialect, images: store }: Pick<ModuleContext, 'db' | 'dialect' | 'images'>,
  hashes: string[],
) {
  for (const hash of new Set(hashes)) {
    for (let tries = 1; ; tries += 1) {
      try {
        await inTransaction(db, async (trx) => {
          await lockImageFiles(trx, dialect, [hash]);
          if (!(await isImageInUse(trx, hash))) await store.remove(hash);
        });
        break;
      } catch (error) {
        if (tries >= REMOVAL_TRIES || !isDatabaseConnectionLost(error)) throw error;
      }
    }
  }
}

/**
 * Runs `write`, which names through `dropping` the photos its rows stop showing, then deletes the
 * files of those nothing uses any more. Also when `write` fails after naming them: its commit
 * may have happened though its answer was lost with the database connection, which would leave
 * the files until the next start's sweep. Each removal checks the rows under the file's lock, so
 * after a rollback the photos still shown stay.
 */
export async function writeDroppingImages<T>(
  context: ModuleContext,
  log: FastifyBaseLogger,
  write: (dropping: (hashes: string[]) => void) => Promise<T>,
): Promise<T> {
  const dropped: string[] = [];
  try {
    return await write((hashes) => dropped.push(...hashes));
  } finally {
    await removeUnusedImages(context, dropped, log);
  }
}

/** Deletes the files no post or event uses any more; a failure is logged, never thrown. */
export async function removeUnusedImages(
  context: ModuleContext,
  hashes: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const hash of new Set(hashes)) {
    try {
      await removeIfUnused(context, [hash]);
    } catch (error) {
      log.warn({ err: error, hash }, 'an unused image file was not removed');
    }
  }
}
