import type { OutboxEntry } from '@sanarte/shared';
import { escapeHtml } from '../../lib/html.js';
import type { MailService } from '../mail/mail.service.js';

type OutboxRow = Awaited<ReturnType<MailService['latest']>>[number];

/** One e-mail of the outbox, with the links found in its text. */
export function presentOutboxEntry(r: OutboxRow): OutboxEntry {
  return {
    _id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    kind: r.kind,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    links: r.text.match(/https?:\/\/\S+/g) ?? [],
  };
}

const linkify = (s: string) =>
  escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The outbox as a page: the e-mails that would have been sent, with their links clickable. */
export function outboxPage(rows: OutboxRow[]): string {
  const items = rows
    .map(
      (r) => `<article>
  <h2>${escapeHtml(r.subject)}</h2>
  <p class="meta">Para: ${escapeHtml(r.to)} · ${escapeHtml(r.createdAt.toLocaleString('es-ES'))} · estado: ${escapeHtml(r.status)}</p>
  <pre>${linkify(r.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Bandeja de salida (desarrollo) | Sanarte</title><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937;background:#f6f1e9}
article{background:#fff;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{color:#312e81}h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#4b5563;font-size:.9rem;margin:0 0 .5rem}
pre{white-space:pre-wrap;font-family:inherit;margin:0}a{color:#3730a3}</style></head>
<body><main><h1>Bandeja de salida (desarrollo)</h1>
<p>Correos que Sanarte habría enviado. Solo existe en modo local; en producción se envían por SMTP.</p>
${items || '<p>Todavía no hay correos.</p>'}</main></body></html>`;
}
