import { APP_ROUTES, type SiteIdentity, es } from '@sanarte/shared';
import { escapeHtml } from '../../lib/html.js';

/** Who sends the e-mails: the configured business, named at the foot of each one (LSSI-CE). */
export interface MailSender {
  identity: SiteIdentity;
  publicUrl: string;
}

/** The foot's lines: the business, and where to exercise data protection rights. */
function senderLines(s: MailSender): string[] {
  const id = s.identity;
  return [
    `${id.companyName} · NIF ${id.taxId} · ${id.address}`,
    `Para ejercer tus derechos de protección de datos escribe a ${id.privacyEmail}. Política de privacidad: ${s.publicUrl}${APP_ROUTES.privacyPolicy}`,
  ];
}

/** The one e-mail layout: calm, readable, works without images. HTML and text from the same parts. */
export function layout(
  msg: {
    subject: string;
    paragraphs: string[];
    action?: { label: string; url: string };
    /** The way out of an e-mail the reader may stop: a line at the foot with its link. */
    unsubscribe?: { pageUrl: string; footer: string };
  },
  sender: MailSender,
): { html: string; text: string } {
  const brand = es.common.brand;
  const foot = senderLines(sender);
  const out = msg.unsubscribe;
  const text = [
    ...msg.paragraphs,
    ...(msg.action ? [`${msg.action.label}: ${msg.action.url}`] : []),
    '',
    `— ${brand}. ${es.common.tagline}.`,
    ...(out ? [`${out.footer} ${out.pageUrl}`] : []),
    ...foot,
  ].join('\n\n');
  const paras = msg.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join('');
  const button = msg.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(msg.action.url)}" style="background:#e8a87c;color:#1e1b4b;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(msg.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(msg.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(msg.subject)}</title></head>
<body style="margin:0;background:#f6f1e9;font-family:Helvetica,Arial,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:22px;font-weight:700;color:#312e81;margin:0 0 24px">${brand}</p>
<div style="background:#ffffff;border-radius:16px;padding:28px">${paras}${button}</div>
<p style="font-size:12px;color:#4b5563;margin-top:24px">${brand} · ${escapeHtml(es.common.tagline)}</p>
${out ? `<p style="font-size:12px;color:#4b5563;margin:8px 0 0">${escapeHtml(out.footer)} <a href="${escapeHtml(out.pageUrl)}" style="color:#312e81">${escapeHtml(es.notifications.unsubscribeLink)}</a></p>` : ''}
${foot.map((line) => `<p style="font-size:12px;color:#4b5563;margin:8px 0 0">${escapeHtml(line)}</p>`).join('')}
</div></body></html>`;
  return { html, text };
}
