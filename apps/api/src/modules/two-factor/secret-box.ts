import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Leads every sealed value, so a later format or key can be told apart from this one. */
const VERSION = 'v1';
/** Binds the derived key to this one use: no other key made from the server secret equals it. */
const KEY_PURPOSE = 'two-factor-secret';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function boxKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, '', KEY_PURPOSE, KEY_BYTES));
}

/**
 * A secret encrypted for storage: AES-256-GCM under a key derived from the server secret (HKDF-
 * SHA-256), with a fresh random IV, as `v1.` and base64url of iv | ciphertext | tag. A copy of
 * the database alone does not give the secret away. `context` (say `member:12`) is
 * authenticated with it, so a value copied into another member's row does not open there.
 */
export function sealSecret(serverSecret: string, context: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', boxKey(serverSecret), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, ciphertext, cipher.getAuthTag()]);
  return `${VERSION}.${sealed.toString('base64url')}`;
}

/**
 * The secret sealed by sealSecret. Throws when the value was altered, sealed under another
 * server secret or context, or is not a sealed value at all: a stored secret that does not open
 * is a fault to stop at, never a reason to skip the check it guards.
 */
export function openSecret(serverSecret: string, context: string, sealed: string): string {
  const [version, encoded, ...rest] = sealed.split('.');
  if (version !== VERSION || encoded === undefined || rest.length > 0) {
    throw new Error('Not a sealed two-factor secret');
  }
  const bytes = Buffer.from(encoded, 'base64url');
  // Node's decoder skips characters outside the alphabet: only the exact encoding is taken.
  if (bytes.length < IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== encoded) {
    throw new Error('Not a sealed two-factor secret');
  }
  const iv = bytes.subarray(0, IV_BYTES);
  const ciphertext = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', boxKey(serverSecret), iv, {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('A sealed two-factor secret did not open: altered, or another key');
  }
}
