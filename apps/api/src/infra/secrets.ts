import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The files in DATA_DIR that hold generated secrets (each mode 600), which a backup keeps. */
export const SECRET_FILES = { jwtSecret: 'jwt-secret', vapidKeys: 'vapid-keys.json' } as const;

/**
 * The token signing key: JWT_SECRET when given, otherwise one generated on the first start and
 * kept in DATA_DIR so tokens survive restarts.
 */
export async function loadJwtSecret(
  dataDir: string,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILES.jwtSecret);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The VAPID key pair of web push (base64url, as web-push makes them). */
export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/**
 * The web push keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when given, otherwise a pair
 * generated on the first start and kept in DATA_DIR, so browsers' subscriptions survive
 * restarts. Written exclusively: of two instances starting on one DATA_DIR, the second reads
 * the first one's pair.
 */
export async function loadVapidKeys(
  dataDir: string,
  configured: VapidKeyPair | undefined,
  generate: () => VapidKeyPair,
): Promise<VapidKeyPair> {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILES.vapidKeys);
  const stored = await readVapidKeys(file);
  if (stored) return stored;
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${JSON.stringify(generate())}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const written = await readVapidKeys(file);
  if (!written) throw new Error(`${file} does not hold a VAPID key pair: remove it to make one`);
  return written;
}

async function readVapidKeys(file: string): Promise<VapidKeyPair | undefined> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as Partial<VapidKeyPair>;
    if (typeof value.publicKey === 'string' && typeof value.privateKey === 'string') {
      return { publicKey: value.publicKey, privateKey: value.privateKey };
    }
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    // Read while another instance was writing it: not whole yet.
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
