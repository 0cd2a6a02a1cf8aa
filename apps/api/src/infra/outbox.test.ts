import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createFileOutbox, outboxPath } from './outbox';

describe('file outbox', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('appends one JSON object per line in the documented shape', async () => {
    const outbox = createFileOutbox(path.join(dataDir, 'nested'));
    await outbox.sendSms({ to: '+962791234567', text: 'Your code is 123456' });
    await outbox.sendEmail({ to: 'a@b.jo', subject: 'Hello', text: 'Body\nwith lines' });

    const lines = (await readFile(outboxPath(path.join(dataDir, 'nested')), 'utf8'))
      .trimEnd()
      .split('\n');
    expect(lines).toHaveLength(2);
    const [sms, email] = lines.map((line) => JSON.parse(line) as Record<string, string>);
    expect(sms).toMatchObject({ channel: 'sms', to: '+962791234567', text: 'Your code is 123456' });
    expect(email).toMatchObject({
      channel: 'email',
      to: 'a@b.jo',
      subject: 'Hello',
      text: 'Body\nwith lines',
    });
    expect(new Date(email?.at ?? '').toISOString()).toBe(email?.at);
  });

  it('keeps lines whole when many messages are sent at once', async () => {
    const outbox = createFileOutbox(dataDir);
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        outbox.sendSms({ to: `+96279${index}`, text: 'x'.repeat(5000) }),
      ),
    );
    const lines = (await readFile(outboxPath(dataDir), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(50);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
