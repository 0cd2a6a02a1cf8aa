import { describe, expect, it } from 'vitest';

import {
  backupFolderName,
  backupsDirectory,
  manifestOf,
  parseManifest,
  unknownMigrations,
} from './manifest';

const facts = {
  createdAt: '2026-05-01T02:00:00.123Z',
  database: { bytes: 4096, sha256: 'a'.repeat(64), lastMigration: '0022-feed-version' },
  rows: { users: 2, posts: 3, events: 0 },
  uploads: { files: 6, missingAtSource: [] },
  secrets: ['jwt-secret' as const, 'vapid-keys.json' as const],
};

describe('a backup manifest', () => {
  it('reads back what a backup wrote', () => {
    const written = JSON.stringify(manifestOf(facts));
    expect(parseManifest(written)).toEqual({ manifest: manifestOf(facts) });
  });

  it('says why it cannot be restored', () => {
    expect(parseManifest('{ not json')).toEqual({ problem: 'its backup.json is not JSON' });
    expect(parseManifest(JSON.stringify({ name: 'photos' }))).toEqual({
      problem: "its backup.json is not a Tabarru backup's",
    });
    expect(parseManifest(JSON.stringify({ ...manifestOf(facts), layout: 2 }))).toEqual({
      problem:
        'it was made by a newer version of Tabarru (backup layout 2): restore it with that version',
    });
    const noChecksum = manifestOf({ ...facts, database: { ...facts.database, sha256: 'x' } });
    expect(parseManifest(JSON.stringify(noChecksum)).problem).toMatch(
      /^its backup\.json is damaged \(database\.sha256: /,
    );
  });
});

describe('where backups go', () => {
  it('names a backup by the UTC second it was made, without colons', () => {
    expect(backupFolderName(new Date('2026-05-01T02:03:04.567Z'))).toBe('2026-05-01T02-03-04Z');
  });

  it('puts them in BACKUP_DIR, else in backups beside DATA_DIR', () => {
    expect(backupsDirectory(undefined, '/srv/tabarru/data')).toBe('/srv/tabarru/backups');
    expect(backupsDirectory(' ', '/srv/tabarru/data')).toBe('/srv/tabarru/backups');
    expect(backupsDirectory('/mnt/nas/tabarru', '/srv/tabarru/data')).toBe('/mnt/nas/tabarru');
    expect(backupsDirectory('nightly', '/srv/tabarru/data', '/opt/tabarru')).toBe(
      '/opt/tabarru/nightly',
    );
  });
});

describe('a schema this version knows', () => {
  it('lists the migrations it does not know', () => {
    const known = ['0001-initial-schema', '0002-feed-in-id-order'];
    expect(unknownMigrations(['0001-initial-schema'], known)).toEqual([]);
    expect(unknownMigrations([...known, '0099-from-the-future'], known)).toEqual([
      '0099-from-the-future',
    ]);
  });
});
