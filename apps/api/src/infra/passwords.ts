import { hash, verify } from '@node-rs/argon2';

import type { BoundedQueue } from './bounded-queue';

/** Algorithm.Argon2id of @node-rs/argon2, a const enum that isolated modules cannot import. */
const ARGON2ID = 2;

/** argon2id with m = 19 MiB, t = 2, p = 1 (ASVS 11.4.2, docs/security.md). */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Hashing and checking for requests: through a bounded queue, so a burst waits in a short line. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export function queuedPasswordHasher(queue: BoundedQueue): PasswordHasher {
  return {
    hash: (password) => queue.run(() => hashPassword(password)),
    verify: (passwordHash, password) => queue.run(() => verifyPassword(passwordHash, password)),
  };
}
