import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise a local outbox file (one JSON message per line) under DATA_DIR. */
export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox.jsonl');
  return {
    async send(message) {
      await mkdir(options.dataDir, { recursive: true });
      await appendFile(outbox, `${JSON.stringify({ ...message, from: options.from, sentAt: new Date().toISOString() })}\n`);
    },
  };
}
