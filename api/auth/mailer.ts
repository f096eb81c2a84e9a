import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** A message sent by the job queue: its job's id, and whether an earlier try may already have sent it. */
export interface Delivery {
  id: string;
  maybeSent: boolean;
}

export interface Mailer {
  send(message: MailMessage, delivery?: Delivery): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise a local outbox file (one JSON message per line) under DATA_DIR. */
export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      // A try after a crash may send a message twice over SMTP: the same Message-ID lets the receiving side drop it.
      send: async (message, delivery) => {
        await transport.sendMail({
          from: options.from,
          ...message,
          ...(delivery ? { messageId: `<${delivery.id}@jobs.fabricmart>` } : {}),
        });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox.jsonl');
  return {
    async send(message, delivery) {
      await mkdir(options.dataDir, { recursive: true });
      // The outbox is this machine's own: a try after a crash finds the message there if the first try wrote it.
      if (delivery?.maybeSent && (await inOutbox(outbox, delivery.id))) return;
      const line = { ...message, from: options.from, sentAt: new Date().toISOString(), ...(delivery ? { jobId: delivery.id } : {}) };
      await appendFile(outbox, `${JSON.stringify(line)}\n`);
    },
  };
}

async function inOutbox(outbox: string, jobId: string): Promise<boolean> {
  const text = await readFile(outbox, 'utf8').catch(() => '');
  return text.includes(`"jobId":${JSON.stringify(jobId)}`);
}
