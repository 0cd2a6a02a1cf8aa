import path from 'node:path';

import { z } from 'zod';

import { SECRET_FILES } from '../../infra/secrets';

/**
 * A backup folder mirrors DATA_DIR: `tabarru.sqlite`, `uploads/`, the secret files, plus this
 * manifest, written last, which makes the folder a backup.
 */
export const MANIFEST_FILE = 'backup.json';

const BACKUP_FORMAT = 'tabarru-backup';
/** The layout of a backup folder; a restore refuses a layout it does not know. */
const LAYOUT_VERSION = 1;

const count = z.number().int().nonnegative();
const contentHash = z.string().regex(/^[0-9a-f]{64}$/);

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  layout: z.literal(LAYOUT_VERSION),
  createdAt: z.iso.datetime(),
  database: z.object({
    bytes: count,
    sha256: contentHash,
    /** the last migration applied to the copy: the version of its schema */
    lastMigration: z.string().nullable(),
  }),
  rows: z.object({ users: count, posts: count, events: count }),
  uploads: z.object({
    files: count,
    /**
     * photos the database names whose files were already missing from DATA_DIR/uploads when
     * the backup was made: the copy is as complete as the installation was
     */
    missingAtSource: z.array(contentHash),
  }),
  secrets: z.array(z.enum([SECRET_FILES.jwtSecret, SECRET_FILES.vapidKeys])),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export type ManifestFacts = Omit<BackupManifest, 'format' | 'layout'>;

/** The manifest of a new backup. */
export function manifestOf(facts: ManifestFacts): BackupManifest {
  return { format: BACKUP_FORMAT, layout: LAYOUT_VERSION, ...facts };
}

/** A backup's manifest read from its text, or what keeps this version from restoring it. */
export function parseManifest(
  text: string,
): { manifest: BackupManifest; problem?: never } | { manifest?: never; problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: `its ${MANIFEST_FILE} is not JSON` };
  }
  const shape = z.object({ format: z.literal(BACKUP_FORMAT), layout: count }).safeParse(value);
  if (!shape.success) return { problem: `its ${MANIFEST_FILE} is not a Tabarru backup's` };
  if (shape.data.layout > LAYOUT_VERSION) {
    return {
      problem: `it was made by a newer version of Tabarru (backup layout ${shape.data.layout}): restore it with that version`,
    };
  }
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      problem: `its ${MANIFEST_FILE} is damaged (${issue?.path.join('.') || 'manifest'}: ${issue?.message ?? 'invalid'})`,
    };
  }
  return { manifest: parsed.data };
}

/** A backup's folder name: the UTC time it was made, to the second, with no colons. */
export function backupFolderName(madeAt: Date): string {
  return madeAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
}

/** Where backups go: BACKUP_DIR when set, else a `backups` folder beside DATA_DIR. */
export function backupsDirectory(
  backupDir: string | undefined,
  dataDir: string,
  cwd = process.cwd(),
): string {
  if (backupDir !== undefined && backupDir.trim() !== '') return path.resolve(cwd, backupDir);
  return path.join(path.dirname(dataDir), 'backups');
}

/** The migrations a database has applied that this version of the code does not know. */
export function unknownMigrations(applied: string[], known: string[]): string[] {
  const knownNames = new Set(known);
  return applied.filter((name) => !knownNames.has(name));
}
