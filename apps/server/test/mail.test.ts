import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../src/adapters/mail.js';
import { type TestApp, startTestApp } from './app.js';
import { sendContactMessage } from './factories.js';
import { HttpClient } from './http.js';
import { type SmtpListener, smtpListener } from './smtp.js';

/** The business the e-mails name at their foot, as configured. */
const IDENTITY = {
  COMPANY_NAME: 'Bienestar Sonoro S.L.',
  COMPANY_TAX_ID: 'B12345678',
  COMPANY_ADDRESS: 'Calle del Prado 3, 28014 Madrid, España',
  CONTACT_EMAIL: 'equipo@bienestar.example',
  PRIVACY_EMAIL: 'dpo@bienestar.example',
};

let smtp: SmtpListener;
let t: TestApp;

beforeAll(async () => {
  smtp = await smtpListener();
  t = await startTestApp({
    seed: false,
    mailTransport: smtpTransport(`${smtp.url}?ignoreTLS=true`),
    env: IDENTITY,
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const outbox = async () =>
  (
    (await t.database.db.execute(
      sql`select "to", status, attempts from mail_outbox order by created_at`,
    )) as unknown as {
      rows: { to: string; status: string; attempts: number }[];
    }
  ).rows;

describe('mail outbox over SMTP', () => {
  it('delivers a contact message through a real SMTP server, once', async () => {
    const http = new HttpClient(t.baseUrl);
    await sendContactMessage(http, {
      name: 'Marta',
      email: 'marta@example.com',
      message: 'Hola, equipo',
    });
    await t.deps.mail.flush();
    await t.deps.mail.flush();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([t.config.contactEmail]);
    expect(smtp.received[0]?.raw).toContain('Hola, equipo');
    expect(await outbox()).toEqual([{ to: t.config.contactEmail, status: 'sent', attempts: 1 }]);
  });

  it('names the configured business and where to exercise data rights at the foot of every e-mail', async () => {
    await sendContactMessage(new HttpClient(t.baseUrl), {
      name: 'Marta',
      email: 'marta@example.com',
      message: 'Una pregunta',
    });
    const [mail] = (
      (await t.database.db.execute(
        sql`select text, html from mail_outbox where text like ${'%Una pregunta%'}`,
      )) as unknown as { rows: { text: string; html: string }[] }
    ).rows;
    const business = `${IDENTITY.COMPANY_NAME} · NIF ${IDENTITY.COMPANY_TAX_ID} · ${IDENTITY.COMPANY_ADDRESS}`;
    expect(mail?.text).toContain(business);
    expect(mail?.text).toContain(IDENTITY.PRIVACY_EMAIL);
    expect(mail?.text).toContain(`${t.config.publicUrl}/politica-de-privacidad`);
    expect(mail?.html).toContain(IDENTITY.COMPANY_TAX_ID);
    expect(mail?.html).toContain(IDENTITY.PRIVACY_EMAIL);
    // The contact form's messages go to the configured contact address.
    expect(t.config.contactEmail).toBe(IDENTITY.CONTACT_EMAIL);
  });

  it('keeps mail queued while SMTP refuses it and sends it once it is back', async () => {
    smtp.state.refuse = true;
    const http = new HttpClient(t.baseUrl);
    await http.post('/api/contact/', { name: 'Pablo', email: 'pablo@example.com', message: 'Segundo' });
    await t.deps.mail.flush();
    let rows = await outbox();
    expect(rows[1]).toEqual({ to: t.config.contactEmail, status: 'pending', attempts: 1 });
    // Backoff: not retried before its time.
    await t.deps.mail.flush();
    expect((await outbox())[1]?.attempts).toBe(1);

    smtp.state.refuse = false;
    await t.database.db.execute(sql`update mail_outbox set next_attempt_at = now() where status = 'pending'`);
    await t.deps.mail.flush();
    rows = await outbox();
    expect(rows[1]).toEqual({ to: t.config.contactEmail, status: 'sent', attempts: 2 });
    expect(smtp.received.filter((m) => m.raw.includes('Segundo'))).toHaveLength(1);
  });
});
