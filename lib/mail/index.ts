import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { getConfig, type Config } from '@/lib/config';
import { log } from '@/lib/log';
import { processSingleton } from '@/lib/singleton';

/**
 * Mail that leaves the service (key recovery links). One interface; where it goes is configuration:
 * an SMTP server (SMTP_URL), or the local outbox, a folder of RFC 5322 `.eml` files that any mail
 * program opens (embedded mode, and MAIL=outbox). nodemailer builds the message in both cases.
 */

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; lines end in \n (sent as CRLF). */
  text: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** Writes each message as `<time>-<random>.eml` in `dir`, whole or not at all (written aside, then renamed). */
export class OutboxTransport implements MailTransport {
  readonly kind = 'outbox';
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = (await this.composer.sendMail({ from: this.from, ...message })) as { message: Buffer };
    await fs.mkdir(this.dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    const file = path.join(this.dir, name);
    await fs.writeFile(`${file}.part`, info.message, { mode: 0o600 });
    await fs.rename(`${file}.part`, file);
    // The file and the subject only: the message holds a secret link, which no log line may.
    log.info('mail written to the outbox', { file, subject: message.subject });
  }
}

/** An SMTP server named by a URL: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp';
  private readonly transport: Mail;

  constructor(
    url: string,
    private readonly from: string,
    /** Extra nodemailer options (tests: the TLS of a local server). */
    options: SMTPTransport.Options = {},
  ) {
    this.transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, ...options });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
    log.info('mail sent', { subject: message.subject });
  }

  close(): void {
    this.transport.close();
  }
}

export function mailTransportFor(setting: NonNullable<Config['mail']>): MailTransport {
  return setting.kind === 'smtp' ? new SmtpTransport(setting.url, setting.from) : new OutboxTransport(setting.dir, setting.from);
}

const configuredTransport = processSingleton('mailTransport', (setting: Config['mail']) => ({
  setting,
  transport: setting ? mailTransportFor(setting) : null,
}));

/** The process's mail transport as configured; null when this deployment sends no mail. */
export function getMailTransport(): MailTransport | null {
  const setting = getConfig().mail;
  // Made again when the configuration object changes (tests load a new one).
  if (configuredTransport.peek()?.setting !== setting) configuredTransport.reset();
  return configuredTransport(setting).transport;
}
