import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../src/adapters/mail.js';
import { type TestApp, startTestApp } from './app.js';
import { buildUser, sendContactMessage } from './factories.js';
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

/** The mail jobs still in the runner, the latest first, with how long each still waits. */
const mailJobs = async () =>
  (
    await t.database.executeSql(
      `select state, extract(epoch from start_after - now())::float8 as wait_seconds
         from pgboss.job where name = 'mail' order by created_on desc`,
    )
  ).rows as { state: string; wait_seconds: number }[];

/** Time passes: every mail job waiting for a retry is due now. */
const dueNow = () =>
  t.database.executeSql(
    "update pgboss.job set start_after = now() - interval '1 second' where name = 'mail' and state = 'retry'",
  );

describe('mail outbox over SMTP, on the job runner', () => {
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
    expect(await t.deps.mail.flush()).toBe(1);
  });

  it('retries a refused e-mail with a doubling backoff over hours, and delivers it once SMTP is back', async () => {
    smtp.state.refuse = true;
    const http = new HttpClient(t.baseUrl);
    await http.post('/api/contact/', { name: 'Pablo', email: 'pablo@example.com', message: 'Segundo' });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await t.deps.mail.flush()).toBe(1);
      expect((await outbox())[2]).toEqual({
        to: t.config.contactEmail,
        status: 'pending',
        attempts: attempt,
      });
      // Not tried again before its time: the runner keeps it waiting.
      expect(await t.deps.mail.flush()).toBe(0);
      const [job] = await mailJobs();
      expect(job?.state).toBe('retry');
      waits.push(job?.wait_seconds ?? 0);
      // The wait passes.
      await dueNow();
    }
    // Each wait about doubles (5 s × 2ⁿ, up to twice that): ten refusals span hours.
    for (const [n, wait] of waits.entries()) {
      expect(wait).toBeGreaterThanOrEqual(5 * 2 ** n - 1);
      expect(wait).toBeLessThanOrEqual(10 * 2 ** n + 1);
    }
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThan(5115);

    smtp.state.refuse = false;
    expect(await t.deps.mail.flush()).toBe(1);
    expect(await t.deps.mail.flush()).toBe(0);
    expect((await outbox())[2]).toEqual({ to: t.config.contactEmail, status: 'sent', attempts: 11 });
    expect(smtp.received.filter((m) => m.raw.includes('Segundo'))).toHaveLength(1);
    expect((await mailJobs())[0]?.state).toBe('completed');
  });

  it('leaves an e-mail failed after its last retry, listed for staff, and an admin re-drives it', async () => {
    smtp.state.refuse = true;
    const http = new HttpClient(t.baseUrl);
    await http.post('/api/contact/', { name: 'Lola', email: 'lola@example.com', message: 'Tercero' });
    for (let attempt = 1; attempt <= 14; attempt++) {
      expect(await t.deps.mail.flush()).toBe(1);
      await dueNow();
    }
    expect((await outbox())[3]).toEqual({ to: t.config.contactEmail, status: 'failed', attempts: 14 });
    expect(await t.deps.mail.flush()).toBe(0);

    const admin = (await buildUser(t, { role: 'admin' })).http;
    const listed = await admin.get('/api/jobs/runs?job=mail&state=failed');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    const [failed] = listed.body.data;
    expect(failed).toMatchObject({ job: 'mail', state: 'failed', retries: 13, retryLimit: 13 });
    expect(failed.error).toContain('Servicio no disponible');
    // The job names its outbox row, never the address.
    expect(JSON.stringify(failed)).not.toContain(t.config.contactEmail);

    smtp.state.refuse = false;
    expect((await admin.post(`/api/jobs/runs/${failed._id}/retry`, {})).status).toBe(200);
    expect(await t.deps.mail.flush()).toBe(1);
    expect((await outbox())[3]).toEqual({ to: t.config.contactEmail, status: 'sent', attempts: 15 });
    expect(smtp.received.filter((m) => m.raw.includes('Tercero'))).toHaveLength(1);
    expect((await admin.get('/api/jobs/runs?job=mail&state=failed')).body.data).toEqual([]);
  });

  it('sends, once the worker starts, an e-mail written before delivery moved onto the job runner', async () => {
    await t.database.executeSql(
      `insert into mail_outbox ("to", subject, html, text, kind)
       values ('antes@example.com', 'Antes', '<p>Antes</p>', 'Antes', 'contact')`,
    );
    await t.deps.jobs.start();
    try {
      await expect.poll(() => smtp.received.filter((m) => m.to.includes('antes@example.com')).length).toBe(1);
      await expect
        .poll(async () => (await outbox()).find((r) => r.to === 'antes@example.com')?.status)
        .toBe('sent');
    } finally {
      await t.deps.jobs.stop();
    }
    expect(await t.deps.mail.flush()).toBe(0);
    expect(smtp.received.filter((m) => m.to.includes('antes@example.com'))).toHaveLength(1);
  });

  it('gives an e-mail the listener may stop its one-click unsubscribe header (RFC 8058) and a link at its foot', async () => {
    const oneClickUrl = 'https://sanarte.example/api/notifications/unsubscribe?t=abc';
    const pageUrl = 'https://sanarte.example/correo/baja?t=abc';
    await t.deps.mail.enqueue({
      to: 'oyente@example.com',
      kind: 'release',
      subject: 'Nueva terapia',
      paragraphs: ['Ya puedes escucharla.'],
      unsubscribe: { oneClickUrl, pageUrl, footer: 'Para no recibir más avisos como este:' },
    });
    await t.deps.mail.flush();
    // The headers as a mail client reads them, long ones unfolded.
    const raw = smtp.received
      .find((m) => m.to.includes('oyente@example.com'))
      ?.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toContain(`List-Unsubscribe: <${oneClickUrl}>`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toContain('Para no recibir m');
    // An e-mail every account gets (the contact form's copy) has no such header.
    await sendContactMessage(new HttpClient(t.baseUrl), {
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Sin baja posible',
    });
    await t.deps.mail.flush();
    const contact = smtp.received.findLast((m) => m.raw.includes('Sin baja posible'));
    expect(contact?.raw).not.toContain('List-Unsubscribe');
  });
});
