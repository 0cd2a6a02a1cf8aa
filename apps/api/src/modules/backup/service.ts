import { createHash } from 'node:crypto';
import { constants, createReadStream, existsSync } from 'node:fs';
import {
  copyFile,
  mkdir,
  opendir,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';

import type { Config } from '../../config';
import { sqliteDatabaseFile } from '../../db/database';
import { migrations } from '../../db/migrate';
import type { Db } from '../../db/schema';
import { openSqliteFile, type SqliteFile } from '../../db/sqlite-file';
import { fullImageName, thumbnailName, uploadsDirectory } from '../../infra/media';
import { SECRET_FILES } from '../../infra/secrets';
import { hashesInUse } from '../images/service';
import {
  backupFolderName,
  MANIFEST_FILE,
  manifestOf,
  parseManifest,
  unknownMigrations,
  type BackupManifest,
} from './manifest';
import { appliedMigrations, photoHashesAfter, rowCounts } from './queries';

/**
 * `npm run backup` and `npm run restore` of a SQLite installation (docs/operations.md,
 * Backups): the database through SQLite's online backup, the photos, the generated secrets.
 */

/** Why nothing was done, worded for the operator with what to do instead. */
export class BackupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusal';
  }
}

/** Writes one line of progress for the operator. */
export type Say = (line: string) => void;

export interface BackupOptions {
  /** the folder that holds the backups (manifest.ts, backupsDirectory) */
  directory: string;
  now?: Date;
  say?: Say;
  /** runs after each snapshot of the database, before the photos are copied: a test's writes */
  afterSnapshot?: () => Promise<void>;
}

export interface BackupReport {
  folder: string;
  manifest: BackupManifest;
  /** snapshots taken: more than one when photos the first named were removed while copying */
  snapshots: number;
}

export interface RestoreReport {
  manifest: BackupManifest;
}

const DATABASE_COPY = path.basename(sqliteDatabaseFile('.'));
const UPLOADS = path.basename(uploadsDirectory('.'));
/** Snapshots taken before giving up on photos being removed faster than they are copied. */
const SNAPSHOT_ATTEMPTS = 3;
/** Photo hashes read from a database at once, so no list of them is ever held whole. */
const PHOTO_BATCH = 500;

function refuseUnlessSqlite(config: Config, command: string): void {
  if (!config.databaseUrl) return;
  throw new BackupRefusal(
    `DATABASE_URL is set: this installation keeps its database in PostgreSQL, which ${command} does not copy. Back it up with pg_dump and a copy of DATA_DIR/uploads, as docs/operations.md (Backups) shows.`,
  );
}

/**
 * Copies the installation in `config.dataDir` into a new folder of `options.directory` named by
 * the time, while the server keeps running. The folder is made under a `.partial` name and
 * renamed once its manifest is written, so a backup cut short never looks like one.
 */
export async function makeBackup(config: Config, options: BackupOptions): Promise<BackupReport> {
  refuseUnlessSqlite(config, 'npm run backup');
  const liveFile = sqliteDatabaseFile(config.dataDir);
  if (!existsSync(liveFile)) {
    throw new BackupRefusal(
      `there is no database at ${liveFile}: run it with the DATA_DIR of the installation`,
    );
  }
  const madeAt = options.now ?? new Date();
  const folder = path.join(options.directory, backupFolderName(madeAt));
  if (existsSync(folder)) {
    throw new BackupRefusal(`${folder} exists already: a backup was made this second`);
  }
  const partial = `${folder}.partial`;
  await mkdir(options.directory, { recursive: true });
  // The copy holds what DATA_DIR does, password hashes and secrets: its owner's only.
  await mkdir(partial, { mode: 0o700 });
  options.say?.(`Backing up the SQLite installation in ${config.dataDir}`);

  const live = openSqliteFile(liveFile);
  try {
    const copied = await copyDatabaseThenPhotos(live, config.dataDir, partial, options);
    const secrets = await copySecrets(config.dataDir, partial);
    const manifest = manifestOf({
      createdAt: madeAt.toISOString(),
      database: {
        ...(await sizeAndChecksum(path.join(partial, DATABASE_COPY))),
        lastMigration: copied.snapshot.lastMigration,
      },
      rows: copied.snapshot.rows,
      uploads: {
        files: await countFiles(path.join(partial, UPLOADS)),
        missingAtSource: copied.snapshot.missingPhotos,
      },
      secrets,
    });
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, folder);
    return { folder, manifest, snapshots: copied.snapshots };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await live.destroy();
  }
}

/**
 * The database first, the photos after. A post's photo files are on the disk before its rows
 * commit (modules/images/service.ts, writeWithImages), so every photo the snapshot names is in
 * DATA_DIR/uploads by the time the snapshot is taken, and a copy of the folder made afterwards
 * finds it; the other way round, a post committed between the two would be copied without its
 * photos. Photos stored after the snapshot come along as extras no row names, which the
 * restored server's start-up sweep removes. A photo can only go missing by being removed in
 * between, when its post is deleted after the snapshot: the copy is therefore checked against
 * the snapshot, and such a removal means a new snapshot, which no longer has that post, and
 * copying what it names that is not copied yet (a photo's name always holds the same bytes).
 */
async function copyDatabaseThenPhotos(
  live: SqliteFile,
  dataDir: string,
  folder: string,
  options: BackupOptions,
): Promise<{ snapshot: Snapshot; snapshots: number }> {
  const databaseCopy = path.join(folder, DATABASE_COPY);
  const uploadsCopy = path.join(folder, UPLOADS);
  for (let attempt = 1; ; attempt += 1) {
    await rm(databaseCopy, { force: true });
    await live.backupTo(databaseCopy);
    await options.afterSnapshot?.();
    await copyFilesNotCopied(uploadsDirectory(dataDir), uploadsCopy);
    const snapshot = await readSnapshot(databaseCopy, uploadsCopy);
    const removedMeanwhile = await photosRemovedSince(live, dataDir, snapshot.missingPhotos);
    if (removedMeanwhile.length === 0) return { snapshot, snapshots: attempt };
    if (attempt === SNAPSHOT_ATTEMPTS) {
      throw new BackupRefusal(
        `photos kept being removed while they were copied (${SNAPSHOT_ATTEMPTS} snapshots): run the backup again`,
      );
    }
    options.say?.(
      `${removedMeanwhile.length} photo(s) the snapshot names were removed before they were copied (their posts deleted meanwhile): taking the snapshot again`,
    );
  }
}

interface Snapshot {
  lastMigration: string | null;
  rows: BackupManifest['rows'];
  /** photos the snapshot names whose files are not in the copy of the uploads */
  missingPhotos: string[];
}

async function readSnapshot(databaseCopy: string, uploadsCopy: string): Promise<Snapshot> {
  const snapshot = openSqliteFile(databaseCopy);
  try {
    snapshot.keepInOneFile();
    return {
      lastMigration: (await appliedMigrations(snapshot.db)).at(-1) ?? null,
      rows: await rowCounts(snapshot.db),
      missingPhotos: await photosMissingFrom(snapshot.db, uploadsCopy),
    };
  } finally {
    await snapshot.destroy();
  }
}

/** The photos `db` names whose two files (full size and thumbnail) are not both in `uploads`. */
async function photosMissingFrom(db: Db, uploads: string): Promise<string[]> {
  const missing: string[] = [];
  let after = '';
  for (;;) {
    const hashes = await photoHashesAfter(db, after, PHOTO_BATCH);
    missing.push(...hashes.filter((hash) => !hasPhotoFiles(uploads, hash)));
    const last = hashes.at(-1);
    if (last === undefined || hashes.length < PHOTO_BATCH) return missing;
    after = last;
  }
}

function hasPhotoFiles(uploads: string, hash: string): boolean {
  return [fullImageName(hash), thumbnailName(hash)].every((name) =>
    existsSync(path.join(uploads, name)),
  );
}

/**
 * Of the photos missing from the copy, those a new snapshot would fix: no longer named by the
 * running database (removed with their post), or on the disk again. The others are missing
 * from the installation itself, named but gone before the backup began; the backup records them.
 */
async function photosRemovedSince(
  live: SqliteFile,
  dataDir: string,
  missing: string[],
): Promise<string[]> {
  const removed: string[] = [];
  for (let start = 0; start < missing.length; start += PHOTO_BATCH) {
    const batch = missing.slice(start, start + PHOTO_BATCH);
    const stillNamed = await hashesInUse(live.db, batch);
    removed.push(
      ...batch.filter(
        (hash) => !stillNamed.has(hash) || hasPhotoFiles(uploadsDirectory(dataDir), hash),
      ),
    );
  }
  return removed;
}

/**
 * Copies each file of `from` that `to` lacks, leaving out the `.tmp` files of writes in flight.
 * A file removed after it was listed is passed over (the check against the snapshot follows).
 */
async function copyFilesNotCopied(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  let folder;
  try {
    folder = await opendir(from);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of folder) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    try {
      await copyFile(
        path.join(from, entry.name),
        path.join(to, entry.name),
        constants.COPYFILE_EXCL,
      );
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'ENOENT') throw error;
    }
  }
}

/** Copies the secret files of `from` that exist into `to`, mode 600 as the originals. */
async function copySecrets(from: string, to: string): Promise<BackupManifest['secrets']> {
  const copied: BackupManifest['secrets'] = [];
  for (const name of Object.values(SECRET_FILES)) {
    let content: Buffer;
    try {
      content = await readFile(path.join(from, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    await writeFile(path.join(to, name), content, { mode: 0o600, flag: 'wx' });
    copied.push(name);
  }
  return copied;
}

async function sizeAndChecksum(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

async function countFiles(directory: string): Promise<number> {
  const entries = await readdir(directory, { withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/**
 * Restores the backup in `folder` into `config.dataDir`, which must be empty or missing: the
 * backup is checked whole first (manifest, database checksum and integrity, schema, photos,
 * secrets), so a refused restore writes nothing.
 */
export async function restoreBackup(config: Config, folder: string): Promise<RestoreReport> {
  refuseUnlessSqlite(config, 'npm run restore');
  await refuseUnlessEmpty(config.dataDir);
  const manifest = await readManifest(folder);
  await checkBackup(folder, manifest);

  await mkdir(config.dataDir, { recursive: true });
  await copyFilesNotCopied(path.join(folder, UPLOADS), uploadsDirectory(config.dataDir));
  await copySecrets(folder, config.dataDir);
  // The database last, and renamed into place whole: a restore cut short leaves none that a
  // start could take for the installation.
  const databaseFile = sqliteDatabaseFile(config.dataDir);
  await copyFile(path.join(folder, DATABASE_COPY), `${databaseFile}.restoring`);
  await rename(`${databaseFile}.restoring`, databaseFile);
  return { manifest };
}

async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
    throw new BackupRefusal(
      existsSync(folder)
        ? `${folder} is not a backup: it has no ${MANIFEST_FILE} (npm run backup writes one last; a folder ending in .partial is a backup cut short)`
        : `${folder} does not exist`,
    );
  }
  const { manifest, problem } = parseManifest(text);
  if (!manifest) throw new BackupRefusal(`${folder} cannot be restored: ${problem}`);
  return manifest;
}

async function refuseUnlessEmpty(dataDir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (entries.length === 0) return;
  throw new BackupRefusal(
    `DATA_DIR (${dataDir}) is not empty: a backup is restored only into an empty or new folder, so that it neither overwrites nor mixes with an installation. Move that folder aside, or set DATA_DIR to a new one.`,
  );
}

/** Refuses a backup that is not whole, or whose schema is newer than this version's. */
async function checkBackup(folder: string, manifest: BackupManifest): Promise<void> {
  const damaged = (what: string) =>
    new BackupRefusal(`${folder} cannot be restored: ${what}, so the backup is damaged`);
  const databaseCopy = path.join(folder, DATABASE_COPY);
  if (!existsSync(databaseCopy)) throw damaged(`it has no ${DATABASE_COPY}`);
  const { bytes, sha256 } = await sizeAndChecksum(databaseCopy);
  if (bytes !== manifest.database.bytes || sha256 !== manifest.database.sha256) {
    throw damaged(`its ${DATABASE_COPY} is not the file the backup wrote (size or checksum)`);
  }
  for (const name of manifest.secrets) {
    if (!existsSync(path.join(folder, name))) throw damaged(`its ${name} is missing`);
  }

  const copy = openSqliteFile(databaseCopy, { readonly: true });
  try {
    const problems = copy.integrityProblems();
    if (problems.length > 0) {
      throw damaged(`SQLite finds its database unsound (${problems.slice(0, 3).join('; ')})`);
    }
    const applied = await appliedMigrations(copy.db);
    const unknown = unknownMigrations(applied, Object.keys(migrations('sqlite')));
    if (unknown.length > 0) {
      throw new BackupRefusal(
        `${folder} was made by a newer version of Tabarru: its database has migration ${unknown.join(', ')}, which this version does not know. Restore it with that version or a newer one.`,
      );
    }
    if ((applied.at(-1) ?? null) !== manifest.database.lastMigration) {
      throw damaged(`its database's schema is not the one its ${MANIFEST_FILE} names`);
    }
    const expectedMissing = new Set(manifest.uploads.missingAtSource);
    const missing = (await photosMissingFrom(copy.db, path.join(folder, UPLOADS))).filter(
      (hash) => !expectedMissing.has(hash),
    );
    if (missing.length > 0) {
      throw damaged(
        `${missing.length} photo(s) its database names are not in its ${UPLOADS} folder (${fullImageName(missing[0] ?? '')}…)`,
      );
    }
  } finally {
    await copy.destroy();
  }
}
