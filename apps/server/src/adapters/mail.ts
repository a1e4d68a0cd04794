import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Delivers one e-mail. Throws when delivery fails (the outbox retries with backoff). */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {});
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(mail);
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
