import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where the recipient's answer goes (a visitor who wrote through a contact form). */
  replyTo?: string;
  /** Files sent with the message (a booking's .ics, issue 25): text content only. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface StoredMail extends MailMessage {
  id: string;
  sentAt: string;
}

export interface Mailer {
  /** `accountId`: whose e-mail it is, where known (the mail queue deletes an account's unsent e-mails with it). */
  send(message: MailMessage, accountId?: string): Promise<void>;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer is loaded with the first message (decision 0024), not while the server starts.
  let transport: Promise<Transporter> | undefined;
  return {
    async send({ to, subject, text, replyTo, attachments }) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from, to, subject, text, ...(replyTo ? { replyTo } : {}), ...(attachments?.length ? { attachments } : {}) });
    },
  };
}

/**
 * The development outbox: every message is written as a JSON file under DATA_DIR/outbox and
 * shown at /dev/mailbox, so sign-up and password reset work on a machine without SMTP.
 */
export class DevOutbox implements Mailer {
  constructor(private readonly dir: string) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const sentAt = new Date().toISOString();
    const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    const stored: StoredMail = { id, sentAt, ...message };
    await writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(stored, null, 2));
  }

  /** Newest first. */
  async list(limit = 200): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const files = names.filter((n) => n.endsWith('.json')).sort().reverse().slice(0, limit);
    const mails = await Promise.all(
      files.map(async (f) => {
        try {
          return JSON.parse(await readFile(path.join(this.dir, f), 'utf8')) as StoredMail;
        } catch {
          return undefined;
        }
      }),
    );
    return mails.filter((m): m is StoredMail => m !== undefined);
  }
}
