import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The token signing key: JWT_SECRET when given, otherwise one generated on the first start and
 * kept in DATA_DIR so tokens survive restarts.
 */
export async function loadJwtSecret(
  dataDir: string,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
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
