import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

import nodemailer from 'nodemailer';

export interface SmsMessage {
  to: string;
  text: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** extra headers, such as List-Unsubscribe */
  headers?: Record<string, string>;
}

/** Everything the product sends to people. Without real providers it lands in DATA_DIR/outbox.jsonl. */
export interface Outbox {
  sendSms(message: SmsMessage): Promise<void>;
  sendEmail(message: EmailMessage): Promise<void>;
}

export type OutboxEntry =
  | { channel: 'sms'; to: string; text: string; at: string }
  | {
      channel: 'email';
      to: string;
      subject: string;
      text: string;
      headers?: Record<string, string>;
      at: string;
    };

export function outboxPath(dataDir: string): string {
  return path.join(dataDir, 'outbox.jsonl');
}

/** Appends one JSON line per message; writes are queued so lines never interleave. */
export function createFileOutbox(dataDir: string): Outbox {
  const file = outboxPath(dataDir);
  let queue: Promise<void> = mkdir(dataDir, { recursive: true }).then(() => undefined);

  function append(entry: OutboxEntry): Promise<void> {
    const write = queue.then(() => appendFile(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 }));
    queue = write.catch(() => undefined);
    return write;
  }

  return {
    sendSms: ({ to, text }) => append({ channel: 'sms', to, text, at: new Date().toISOString() }),
    sendEmail: ({ to, subject, text, headers }) =>
      append({
        channel: 'email',
        to,
        subject,
        text,
        ...(headers && { headers }),
        at: new Date().toISOString(),
      }),
  };
}

/** Real mail through SMTP; SMS still go to the file outbox (Twilio Verify sends its own codes). */
export function createSmtpOutbox(smtpUrl: string, mailFrom: string, fallback: Outbox): Outbox {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    sendSms: (message) => fallback.sendSms(message),
    sendEmail: async ({ to, subject, text, headers }) => {
      await transport.sendMail({ from: mailFrom, to, subject, text, ...(headers && { headers }) });
    },
  };
}

export function createOutbox(options: {
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
}): Outbox {
  const fileOutbox = createFileOutbox(options.dataDir);
  return options.smtpUrl
    ? createSmtpOutbox(options.smtpUrl, options.mailFrom, fileOutbox)
    : fileOutbox;
}
