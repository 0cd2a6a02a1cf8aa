import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config';
import { sqliteDatabaseFile } from '../src/db/database';
import { openSqliteFile } from '../src/db/sqlite-file';
import { SECRET_FILES } from '../src/infra/secrets';
import { BackupRefusal, makeBackup, restoreBackup } from '../src/modules/backup/service';
import { startServers, type RunningServers } from '../src/server';
import { fetchApi, type ApiRequest } from './support/api-fetch';
import { del, lastCodeSentTo, createMember, uniquePhone } from './support/accounts';
import { freePort } from './support/ports';
import { createdPostId, jpegImage, multipartBody, postFields, storedFiles } from './support/posts';
import { createTestApp, readOutboxIn, type TestApp } from './support/test-app';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const INDEX =
  '<html><head><script id="runtime-config">window.__TABARRU_CONFIG__={}</script></head><body></body></html>';
const PASSWORD = 'olive trees in Ajloun';
const BACKUP_NAME = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/;

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup` or `npm run restore -- FOLDER` from the repository, as an operator. */
function npmRun(args: string[], env: NodeJS.ProcessEnv): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The content hash a stored photo's URL names: its file is `<hash>.webp`, `<hash>-480.webp`. */
function photoHash(url: string): string {
  const hash = /\/uploads\/([0-9a-f]{64})(?:-480)?\.webp$/.exec(url)?.[1];
  if (!hash) throw new Error(`not a stored photo's URL: ${url}`);
  return hash;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function until(what: string, holds: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!holds()) {
    if (Date.now() > deadline) throw new Error(`still waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A running installation on DATA_DIR `dataDir`, as npm start runs it, spoken to over HTTP. */
class Installation {
  private constructor(
    readonly dataDir: string,
    readonly api: string,
    private readonly servers: RunningServers,
  ) {}

  static async start(dataDir: string, distDir: string): Promise<Installation> {
    const apiPort = await freePort();
    const config = loadConfig({
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      RATE_LIMITS: 'off',
    });
    const servers = await startServers(config, distDir);
    return new Installation(dataDir, `http://127.0.0.1:${apiPort}`, servers);
  }

  send(route: string, init: ApiRequest = {}, token?: string) {
    return fetchApi(this.api, route, init, token);
  }

  /** Registers a member the way the web app does: a code from the outbox, its check, the form. */
  async register(): Promise<{ email: string; token: string }> {
    const phone = uniquePhone();
    const email = `giver${phone.slice(-6)}@example.jo`;
    expect((await this.send('/api/verify/send', { method: 'POST', json: { phone } })).status).toBe(
      200,
    );
    const outbox = { readOutbox: () => readOutboxIn(this.dataDir) };
    const checked = await this.send('/api/verify/check', {
      method: 'POST',
      json: { phone, code: await lastCodeSentTo(outbox, phone) },
    });
    expect(checked.status, checked.body).toBe(200);
    const { verificationToken } = JSON.parse(checked.body) as { verificationToken: string };
    const registered = await this.send('/authentication/registration', {
      method: 'POST',
      json: {
        username: `giver${phone.slice(-6)}`,
        email,
        password: PASSWORD,
        phone_number: phone,
        verificationToken,
      },
    });
    expect(registered.status, registered.body).toBe(201);
    return { email, token: (JSON.parse(registered.body) as { jwtToken: string }).jwtToken };
  }

  async createPost(token: string, hue: number): Promise<number> {
    const form = multipartBody(postFields({ title: `Item number ${hue}` }), [await jpegImage(hue)]);
    const created = await this.send('/create_post', { method: 'POST', form }, token);
    expect(created.status, created.body).toBe(201);
    return (JSON.parse(created.body) as { post_id: number }).post_id;
  }

  async deletePost(token: string, postId: number): Promise<void> {
    const deleted = await this.send(`/Posting/delete-post/${postId}`, { method: 'DELETE' }, token);
    expect(deleted.status, deleted.body).toBe(200);
  }

  /** The URLs of a post's photos, full size and thumbnail; undefined when there is no post. */
  async photosOf(token: string, postId: number): Promise<string[] | undefined> {
    const post = await this.send(`/Posting/posts/${postId}`, {}, token);
    if (post.status === 404) return undefined;
    expect(post.status, post.body).toBe(200);
    const { images } = JSON.parse(post.body) as {
      images: { url: string; thumbnail_url: string }[];
    };
    return images.flatMap((image) => [image.url, image.thumbnail_url]);
  }

  async myPostIds(token: string): Promise<number[]> {
    const mine = await this.send('/Posting/my-posts', {}, token);
    expect(mine.status, mine.body).toBe(200);
    return (JSON.parse(mine.body) as { post_id: number }[]).map((post) => post.post_id);
  }

  close(): Promise<void> {
    return this.servers.close();
  }
}

/** Reads a photo through the API: its bytes, checked to be the stored WebP its name says. */
async function readPhoto(url: string): Promise<void> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  const bytes = Buffer.from(await response.arrayBuffer());
  // The full-size file is named by its content's hash; the thumbnail is the other file.
  if (!url.endsWith('-480.webp')) expect(sha256(bytes)).toBe(photoHash(url));
  else expect(bytes.length).toBeGreaterThan(0);
}

describe.skipIf(process.env.TEST_DIALECT === 'postgres')('backups of a SQLite installation', () => {
  let workDir: string;
  let distDir: string;
  let installations: Installation[];

  beforeEach(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'backups-'));
    distDir = path.join(workDir, 'dist');
    await mkdir(distDir);
    await writeFile(path.join(distDir, 'index.html'), INDEX);
    installations = [];
  });

  afterEach(async () => {
    for (const installation of installations) await installation.close().catch(() => undefined);
    await rm(workDir, { recursive: true, force: true });
  });

  it('backs up a running installation during writes, and restores every acknowledged post with its photos and the secrets', async () => {
    const dataDir = path.join(workDir, 'data');
    const backupsDir = path.join(workDir, 'backups');
    const original = await Installation.start(dataDir, distDir);
    installations.push(original);
    const member = await original.register();

    // One writer keeps giving items; every third post is deleted again at once, so photos are
    // removed while the backup copies them too.
    // A post to be deleted never counts as kept, even in the moment before its deletion.
    const acknowledged: { postId: number; at: number; toBeDeleted: boolean }[] = [];
    let writing = true;
    const writer = (async () => {
      for (let hue = 1; writing; hue += 1) {
        const postId = await original.createPost(member.token, hue);
        const toBeDeleted = hue % 3 === 0;
        acknowledged.push({ postId, at: Date.now(), toBeDeleted });
        if (toBeDeleted) await original.deletePost(member.token, postId);
      }
    })();
    const kept = () => acknowledged.filter(({ toBeDeleted }) => !toBeDeleted);
    await until('four posts kept', () => kept().length >= 4);

    const backupStarted = Date.now();
    const keptBeforeBackup = kept().map(({ postId }) => postId);
    const photosBeforeBackup = new Map<number, string[]>();
    for (const postId of keptBeforeBackup) {
      const photos = (await original.photosOf(member.token, postId)) ?? [];
      photosBeforeBackup.set(postId, photos.map(photoHash));
    }
    const made = await npmRun(['backup'], { DATA_DIR: dataDir, BACKUP_DIR: backupsDir });
    const backupEnded = Date.now();
    writing = false;
    await writer;
    expect(made.code, made.stderr).toBe(0);
    expect(made.stderr).toBe('');
    // The writes went on while the backup ran.
    const writtenDuringBackup = acknowledged.filter(
      ({ at }) => at > backupStarted && at < backupEnded,
    );
    expect(writtenDuringBackup.length).toBeGreaterThan(0);

    const [name, ...others] = await readdir(backupsDir);
    expect(others).toEqual([]);
    expect(name).toMatch(BACKUP_NAME);
    const folder = path.join(backupsDir, name ?? '');
    expect(made.stdout).toContain(`Backup made: ${folder}`);
    const secrets = {
      jwt: await readFile(path.join(dataDir, SECRET_FILES.jwtSecret), 'utf8'),
      vapid: await readFile(path.join(dataDir, SECRET_FILES.vapidKeys), 'utf8'),
    };

    // The original is gone: what comes back comes from the backup alone.
    await original.close();
    installations = [];
    await rm(dataDir, { recursive: true, force: true });

    const restoredDir = path.join(workDir, 'restored');
    const restored = await npmRun(['restore', '--', folder], { DATA_DIR: restoredDir });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored ${folder}`);
    for (const file of Object.values(SECRET_FILES)) {
      expect((await stat(path.join(restoredDir, file))).mode & 0o777).toBe(0o600);
    }
    expect(await readFile(path.join(restoredDir, SECRET_FILES.jwtSecret), 'utf8')).toBe(
      secrets.jwt,
    );
    expect(await readFile(path.join(restoredDir, SECRET_FILES.vapidKeys), 'utf8')).toBe(
      secrets.vapid,
    );

    const copy = await Installation.start(restoredDir, distDir);
    installations.push(copy);
    // A token signed before the backup still opens the session: the signing key came back.
    const restoredPosts = await copy.myPostIds(member.token);
    expect(restoredPosts).toEqual(expect.arrayContaining(keptBeforeBackup));
    for (const postId of keptBeforeBackup) {
      const photos = (await copy.photosOf(member.token, postId)) ?? [];
      expect(photos.map(photoHash)).toEqual(photosBeforeBackup.get(postId));
      for (const url of photos) await readPhoto(url);
    }
    // Consistency: every post the copy holds, those written during the backup included, has
    // all its photos.
    for (const postId of restoredPosts) {
      const photos = (await copy.photosOf(member.token, postId)) ?? [];
      expect(photos.length).toBeGreaterThan(0);
      for (const url of photos) await readPhoto(url);
    }
    const signedIn = await copy.send('/authentication/login', {
      method: 'POST',
      json: { email: member.email, password: PASSWORD },
    });
    expect(signedIn.status, signedIn.body).toBe(200);
  }, 120_000);

  it('refuses with one line and exit code 1, writing nothing: a DATA_DIR in use, PostgreSQL', async () => {
    const inUse = path.join(workDir, 'in-use');
    await mkdir(inUse);
    await writeFile(path.join(inUse, 'notes.txt'), 'mine');
    const intoUsed = await npmRun(['restore', '--', path.join(workDir, 'any')], {
      DATA_DIR: inUse,
    });
    expect(intoUsed.code).toBe(1);
    expect(intoUsed.stderr.trim()).toBe(
      `Cannot restore: DATA_DIR (${inUse}) is not empty: a backup is restored only into an empty or new folder, so that it neither overwrites nor mixes with an installation. Move that folder aside, or set DATA_DIR to a new one.`,
    );
    expect(await readdir(inUse)).toEqual(['notes.txt']);

    const postgres = await npmRun(['backup'], {
      DATA_DIR: inUse,
      DATABASE_URL: 'postgres://tabarru@127.0.0.1:5432/tabarru',
    });
    expect(postgres.code).toBe(1);
    expect(postgres.stderr.trim()).toBe(
      'Cannot back up: DATABASE_URL is set: this installation keeps its database in PostgreSQL, which npm run backup does not copy. Back it up with pg_dump and a copy of DATA_DIR/uploads, as docs/operations.md (Backups) shows.',
    );
  }, 60_000);
});

describe.skipIf(process.env.TEST_DIALECT === 'postgres')('a backup and its restore', () => {
  let testApp: TestApp;
  let workDir: string;

  beforeEach(async () => {
    testApp = await createTestApp();
    workDir = await mkdtemp(path.join(tmpdir(), 'backup-service-'));
  });

  afterEach(async () => {
    await testApp.close();
    await rm(workDir, { recursive: true, force: true });
  });

  const restoreInto = (dataDir: string, folder: string) =>
    restoreBackup(loadConfig({ DATA_DIR: dataDir }), folder);

  it('takes the snapshot again when a post it holds is deleted, photos and all, before they are copied', async () => {
    const member = await createMember(testApp);
    const kept = await createdPostId(testApp, member.token, postFields(), [await jpegImage(1)]);
    const doomed = await createdPostId(testApp, member.token, postFields(), [await jpegImage(2)]);
    let deletions = 0;
    const report = await makeBackup(testApp.config, {
      directory: workDir,
      afterSnapshot: async () => {
        if (deletions++ > 0) return;
        const deleted = await del(testApp, `/Posting/delete-post/${doomed}`, member.token);
        expect(deleted.statusCode, deleted.body).toBe(200);
      },
    });

    expect(report.snapshots).toBe(2);
    expect(report.manifest.rows.posts).toBe(1);
    expect(report.manifest.uploads.missingAtSource).toEqual([]);
    const copy = openSqliteFile(path.join(report.folder, 'tabarru.sqlite'), { readonly: true });
    const posts = await copy.db.selectFrom('posts').select('id').execute();
    await copy.destroy();
    expect(posts).toEqual([{ id: kept }]);

    const restoredDir = path.join(workDir, 'restored');
    await restoreInto(restoredDir, report.folder);
    expect(existsSync(sqliteDatabaseFile(restoredDir))).toBe(true);
    expect((await readdir(path.join(restoredDir, 'uploads'))).sort()).toEqual(
      await storedFiles(testApp),
    );
  });

  it('records a photo already missing from the installation, and restores as much', async () => {
    const member = await createMember(testApp);
    await createdPostId(testApp, member.token);
    const [fullSize] = (await storedFiles(testApp)).filter((name) => !name.includes('-480'));
    const lost = (fullSize ?? '').replace('.webp', '');
    await unlink(path.join(testApp.config.dataDir, 'uploads', fullSize ?? ''));

    const report = await makeBackup(testApp.config, { directory: workDir });
    expect(report.snapshots).toBe(1);
    expect(report.manifest.uploads.missingAtSource).toEqual([lost]);
    await restoreInto(path.join(workDir, 'restored'), report.folder);
  });

  it('refuses a folder that is not a backup, a damaged manifest, and PostgreSQL', async () => {
    const restoredDir = path.join(workDir, 'restored');
    const notABackup = path.join(workDir, 'holiday-photos');
    await mkdir(notABackup);
    await writeFile(path.join(notABackup, 'beach.jpg'), 'sand');
    await expect(restoreInto(restoredDir, notABackup)).rejects.toThrow(
      `${notABackup} is not a backup: it has no backup.json (npm run backup writes one last; a folder ending in .partial is a backup cut short)`,
    );
    await writeFile(
      path.join(notABackup, 'backup.json'),
      JSON.stringify({ format: 'tabarru-backup', layout: 1 }),
    );
    await expect(restoreInto(restoredDir, notABackup)).rejects.toThrow(
      `${notABackup} cannot be restored: its backup.json is damaged (createdAt:`,
    );
    await expect(
      restoreBackup(
        loadConfig({ DATA_DIR: restoredDir, DATABASE_URL: 'postgres://127.0.0.1/tabarru' }),
        notABackup,
      ),
    ).rejects.toThrow(/^DATABASE_URL is set: .* which npm run restore does not copy/);
    expect(existsSync(restoredDir)).toBe(false);
  });

  it('refuses a damaged backup: a photo gone from it, or its database changed', async () => {
    const member = await createMember(testApp);
    await createdPostId(testApp, member.token);
    const report = await makeBackup(testApp.config, { directory: workDir });
    const restoredDir = path.join(workDir, 'restored');

    const uploads = path.join(report.folder, 'uploads');
    const [photo = ''] = await readdir(uploads);
    const bytes = await readFile(path.join(uploads, photo));
    await unlink(path.join(uploads, photo));
    await expect(restoreInto(restoredDir, report.folder)).rejects.toThrow(
      /1 photo\(s\) its database names are not in its uploads folder .*so the backup is damaged/,
    );
    await writeFile(path.join(uploads, photo), bytes);

    await writeFile(path.join(report.folder, 'tabarru.sqlite'), 'not a database');
    const refusal = await restoreInto(restoredDir, report.folder).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackupRefusal);
    expect((refusal as Error).message).toMatch(/is not the file the backup wrote/);
    expect(existsSync(restoredDir)).toBe(false);
  });
});
