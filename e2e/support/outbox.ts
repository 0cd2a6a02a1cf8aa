import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect } from '@playwright/test';

/** One line of DATA_DIR/outbox.jsonl (docs/design.md). */
export type OutboxEntry =
  | { channel: 'sms'; to: string; text: string; at: string }
  | { channel: 'email'; to: string; subject: string; text: string; at: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toEntry(value: unknown, line: number): OutboxEntry {
  const problem = (what: string) =>
    new Error(`outbox.jsonl line ${line}: ${what}: ${JSON.stringify(value)}`);
  if (!isRecord(value)) throw problem('not a JSON object');
  const { channel, to, subject, text, at } = value;
  if (typeof to !== 'string' || typeof text !== 'string' || typeof at !== 'string') {
    throw problem('"to", "text" and "at" must be strings');
  }
  if (Number.isNaN(Date.parse(at))) throw problem('"at" is not an ISO time');
  if (channel === 'sms') return { channel, to, text, at };
  if (channel === 'email') {
    if (typeof subject !== 'string') throw problem('an email needs a "subject" string');
    return { channel, to, subject, text, at };
  }
  throw problem('"channel" must be "sms" or "email"');
}

/** Every message the app has "sent" so far; none when the file does not exist yet. */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  let content: string;
  try {
    content = await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8');
  } catch (error) {
    if (isRecord(error) && error.code === 'ENOENT') return [];
    throw error;
  }
  // The last piece is either empty or a line still being appended: leave it for the next read.
  return content
    .split('\n')
    .slice(0, -1)
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.trim() !== '')
    .map(({ line, number }) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new Error(`outbox.jsonl line ${number} is not JSON: ${line}`);
      }
      return toEntry(parsed, number);
    });
}

/** Waits until an outbox line matches, and returns it; the error lists what the outbox holds. */
export async function waitForOutboxEntry(
  dataDir: string,
  predicate: (entry: OutboxEntry) => boolean,
  timeout = 5_000,
): Promise<OutboxEntry> {
  let entries: OutboxEntry[] = [];
  const matching = async () => {
    entries = await readOutbox(dataDir);
    return entries.find(predicate);
  };
  try {
    await expect.poll(matching, { timeout }).toBeDefined();
  } catch {
    const shown = entries.slice(-10).map((entry) => JSON.stringify(entry));
    throw new Error(
      `No matching outbox entry within ${timeout} ms. The outbox holds ${entries.length} entries${
        shown.length ? `; the last ones:\n${shown.join('\n')}` : '.'
      }`,
    );
  }
  // The poll's last read found it.
  return entries.find(predicate) as OutboxEntry;
}
