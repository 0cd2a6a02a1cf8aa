// `npm run backup` and `npm run restore -- FOLDER`, with the environment of `npm start`.
import path from 'node:path';

import { ConfigError, loadConfig, type Config } from '../../config';
import { SECRET_FILES } from '../../infra/secrets';
import { backupsDirectory, type BackupManifest } from './manifest';
import { BackupRefusal, makeBackup, restoreBackup } from './service';

const USAGE = 'Usage: npm run backup, or npm run restore -- FOLDER (a folder npm run backup made)';

class UsageError extends Error {}

const say = (line: string) => process.stdout.write(`${line}\n`);

function contents(manifest: BackupManifest): string {
  const { rows, uploads } = manifest;
  return `${rows.posts} posts, ${rows.users} members, ${rows.events} events, ${uploads.files} photo files`;
}

function warnOfMissingPhotos(manifest: BackupManifest): void {
  const missing = manifest.uploads.missingAtSource;
  if (missing.length === 0) return;
  console.warn(
    `Warning: ${missing.length} photo(s) the database names were already missing from DATA_DIR/uploads when the backup was made (${missing.slice(0, 3).join(', ')}); their posts show no photo.`,
  );
}

async function backup(config: Config): Promise<void> {
  const { folder, manifest } = await makeBackup(config, {
    directory: backupsDirectory(process.env.BACKUP_DIR, config.dataDir),
    say,
  });
  say(`Backup made: ${folder}`);
  say(`  ${contents(manifest)}; secrets: ${manifest.secrets.join(', ') || 'none'}`);
  if (config.jwtSecret) {
    say('  JWT_SECRET is set, so the backup holds no token key: keep the variable safe as well.');
  }
  if (config.vapid.keys) {
    say('  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set: keep them safe as well.');
  }
  warnOfMissingPhotos(manifest);
}

async function restore(config: Config, folder: string): Promise<void> {
  const { manifest } = await restoreBackup(config, folder);
  say(`Restored ${folder} (made ${manifest.createdAt}) into ${config.dataDir}`);
  say(`  ${contents(manifest)}; secrets: ${manifest.secrets.join(', ') || 'none'}`);
  if (!manifest.secrets.includes(SECRET_FILES.jwtSecret) && !config.jwtSecret) {
    say(
      '  The backup holds no token key (its installation had JWT_SECRET set): set the same JWT_SECRET, or every member must sign in again.',
    );
  }
  warnOfMissingPhotos(manifest);
  say(
    'Start it with npm start: the start brings the schema up to date and removes photos no post shows.',
  );
}

async function main([command, folder, ...extra]: string[]): Promise<void> {
  if (extra.length > 0) throw new UsageError(USAGE);
  if (command === 'backup' && folder === undefined) return backup(loadConfig(process.env));
  if (command === 'restore' && folder !== undefined) {
    // npm runs scripts from the repository's root: a relative FOLDER is read from where the
    // command was typed.
    const typedIn = process.env.INIT_CWD ?? process.cwd();
    return restore(loadConfig(process.env), path.resolve(typedIn, folder));
  }
  throw new UsageError(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const doing = process.argv[2] === 'restore' ? 'restore' : 'back up';
  if (error instanceof ConfigError) {
    for (const problem of error.problems) console.error(`Invalid configuration: ${problem}`);
  } else if (error instanceof UsageError) {
    console.error(error.message);
  } else if (error instanceof BackupRefusal) {
    console.error(`Cannot ${doing}: ${error.message}`);
  } else {
    console.error(`Cannot ${doing}:`, error);
  }
  process.exit(1);
});
