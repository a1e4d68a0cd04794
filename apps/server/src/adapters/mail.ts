import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * Where the recipient stops this kind of e-mail in one click: sent as List-Unsubscribe with
   * List-Unsubscribe-Post (RFC 8058), which mail clients show as their own "unsubscribe" button.
   */
  unsubscribeUrl?: string | undefined;
}

/** Delivers one e-mail. Throws when delivery fails (the outbox retries with backoff). */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/**
 * SMTP through nodemailer, with a pool of up to 5 connections kept open: an e-mail sent on an open
 * connection skips the connection's greeting and handshake (TLS with a provider), and e-mails sent
 * together go out on several connections at once (the mail worker sends a batch together).
 */
export function smtpTransport(url: string): MailTransport {
  // nodemailer reads its settings from the URL's query too; those SMTP_URL names stay as given.
  const pooled = new URL(url);
  if (!pooled.searchParams.has('pool')) pooled.searchParams.set('pool', 'true');
  if (!pooled.searchParams.has('maxConnections')) pooled.searchParams.set('maxConnections', '5');
  const transporter = nodemailer.createTransport(pooled.href);
  return {
    kind: 'smtp',
    async send({ unsubscribeUrl, ...mail }) {
      await transporter.sendMail(
        unsubscribeUrl
          ? {
              ...mail,
              list: { unsubscribe: unsubscribeUrl },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : mail,
      );
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Local mode: nothing leaves the machine. The e-mail stays readable in the outbox (/dev/outbox)
 * and its links are written to the log.
 */
export function logTransport(log: (msg: string) => void): MailTransport {
  return {
    kind: 'log',
    async send(mail) {
      // Neither the address nor the links (they carry tokens): the outbox page shows the mail.
      log(`mail queued: "${mail.subject}" (read it at /dev/outbox)`);
    },
  };
}
