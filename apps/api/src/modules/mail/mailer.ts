import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text part. */
  text: string;
  /** HTML part; any user-supplied text in it must already be escaped (see templates.ts). */
  html: string;
}

/**
 * Which outbox mail a send is. Every attempt at one mail is the same message: one Message-ID, so a
 * mailbox keeps one copy of a mail sent again after its sender died mid-send (outbox.ts), and one
 * file in DATA_DIR/outbox.
 */
export interface MailIdentity {
  id: string;
  createdAt: Date;
}

export interface Mailer {
  sendMail(message: MailMessage, identity?: MailIdentity): Promise<void>;
}

/** The longest an SMTP server may keep us waiting at any one step (nodemailer's own defaults go up to 10 minutes). */
const SMTP_TIMEOUT_MS = 30_000;

export interface MailerOptions {
  dataDir: string;
  publicUrl: string;
  smtpUrl?: string;
}

/**
 * Without SMTP_URL every mail becomes an .eml file in DATA_DIR/outbox (mail works
 * offline, and tests and the e2e journeys read the links from there); with it, mail goes out over SMTP.
 */
export function createMailer(options: MailerOptions): Mailer {
  const domain = new URL(options.publicUrl).hostname;
  const from = `Chhaap <no-reply@${domain}>`;
  const envelope = (message: MailMessage, identity?: MailIdentity) => ({
    ...addressedAlone(from, message),
    ...(identity ? { messageId: `<${identity.id}@${domain}>` } : {}),
  });
  if (options.smtpUrl) {
    // Bounded well inside the outbox's claim on a mail (outbox.ts), so a live send always ends
    // before another process may take the mail over.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
      dnsTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      async sendMail(message, identity) {
        await transport.sendMail(envelope(message, identity));
      },
    };
  }
  const outbox = path.join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async sendMail(message, identity) {
      const info = await transport.sendMail(envelope(message, identity));
      await mkdir(outbox, { recursive: true });
      // ISO time first so a directory listing is in order (an outbox mail's by when it was written, so
      // sending it again replaces its file); the id or a random part keeps names unique.
      const at = identity?.createdAt ?? new Date();
      const name = `${at.toISOString().replaceAll(":", "-")}-${identity?.id ?? randomBytes(4).toString("hex")}.eml`;
      await writeFile(path.join(outbox, name), info.message, { mode: 0o600 });
    },
  };
}

/**
 * The recipient as an address object, never as text: nodemailer reads a text `to` as a list with
 * display names, so "a,b@x" would mail two people. The contract already allows one plain address per
 * field; this keeps a mail to exactly that address whatever reaches here.
 */
function addressedAlone(from: string, message: MailMessage) {
  return { from, ...message, to: { name: "", address: message.to } };
}

/** A mailer that keeps messages in memory, for tests that read what was sent. */
export function createMemoryMailer(): Mailer & { messages: MailMessage[] } {
  const messages: MailMessage[] = [];
  return {
    messages,
    async sendMail(message) {
      messages.push(message);
    },
  };
}
