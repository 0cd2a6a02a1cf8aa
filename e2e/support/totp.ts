import { createHmac } from 'node:crypto';

/**
 * The codes of an authenticator app (TOTP, RFC 6238, with the HMAC-SHA-1 of HOTP, RFC 4226), as
 * a test computes them from the set-up key a page shows, without the app's own code.
 */

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Seconds a code lasts. */
export const TOTP_PERIOD_SECONDS = 30;

/** The bytes of a base32 key (RFC 4648), as typed: any case, spaces and padding ignored. */
export function base32Bytes(key: string): Buffer {
  const letters = key.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const letter of letters) {
    const index = BASE32_ALPHABET.indexOf(letter);
    if (index === -1) throw new Error(`"${letter}" is not a base32 letter`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The HOTP code of `key` at `counter`: HMAC-SHA-1 of the 8-byte big-endian counter, truncated. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of an instant (ms since the epoch): the counter of its code. */
export function totpStep(at: number = Date.now()): number {
  return Math.floor(at / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code an authenticator app shows for a base32 set-up key in time step `step`. */
export function totpCode(key: string, step: number, digits = 6): string {
  return hotp(base32Bytes(key), step, digits);
}
