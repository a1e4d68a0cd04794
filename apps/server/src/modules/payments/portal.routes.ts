import { formatDate, formatMoney } from '@sanarte/shared';
import { z } from 'zod';
import type { SimulatorProvider } from '../../adapters/payments/simulator.js';
import type { Config } from '../../config.js';
import { acceptForms } from '../../lib/forms.js';
import { escapeHtml } from '../../lib/html.js';
import { routes } from '../../lib/route-options.js';
import { everyPeriod, page } from './simulator.routes.js';

export interface PortalRoutesDeps {
  simulator: SimulatorProvider | null;
  mode: Config['mode'];
}

/** Every portal request carries the signed link the portal session gave. */
const portalQuery = z.object({
  exp: z.coerce.number().int(),
  return: z.string().max(500),
  sig: z.string().max(100),
});
const customerParams = z.object({ customer: z.string().max(100) });

const INVOICE_STATUS: Record<string, string> = {
  paid: 'Pagada',
  open: 'Pendiente de pago',
  uncollectible: 'Impagada',
  void: 'Anulada',
};

/** An invoice's state as the customer reads it: a refunded charge says so. */
const invoiceState = (i: { status: string; refundId: string | null }) =>
  i.refundId ? 'Pago reembolsado' : (INVOICE_STATUS[i.status] ?? escapeHtml(i.status));

type Portal = NonNullable<Awaited<ReturnType<SimulatorProvider['openPortal']>>>;
type Sub = Portal['subscriptions'][number];

const money = (cents: number, currency: string) =>
  escapeHtml(formatMoney(cents / 100, currency.toUpperCase()));

function subscriptionState(s: Sub) {
  if (s.status === 'canceled') return 'Cancelada';
  if (s.status === 'past_due') return 'Pago pendiente: actualiza tu tarjeta';
  if (s.cancelAtPeriodEnd) return `Se cancelará el ${formatDate(s.currentPeriodEnd)}`;
  return `Activa · se renueva el ${formatDate(s.currentPeriodEnd)}`;
}

/**
 * Local mode's stand-in for the Stripe Customer Portal: the customer's subscriptions with cancel and
 * resume, the card on file with "Cambiar tarjeta" (which retries anything unpaid), and the
 * invoices with their pages. Reached only through a signed, expiring link from
 * POST /api/payments/portal-session, like Stripe's portal sessions.
 */
export const portalRoutes = routes(async (app, deps: PortalRoutesDeps) => {
  const sim = deps.simulator;
  if (!sim || deps.mode !== 'local') return;
  acceptForms(app);

  const hidden = (q: z.infer<typeof portalQuery>) =>
    `<input type="hidden" name="exp" value="${q.exp}"><input type="hidden" name="return" value="${escapeHtml(q.return)}"><input type="hidden" name="sig" value="${escapeHtml(q.sig)}">`;
  const back = (customer: string, q: z.infer<typeof portalQuery>, notice: string) =>
    `/dev/portal/${encodeURIComponent(customer)}?${new URLSearchParams({ exp: String(q.exp), return: q.return, sig: q.sig, aviso: notice })}`;
  const expired = page(
    'Portal de pagos',
    '<h1>Este enlace ha caducado.</h1><p>Vuelve a Sanarte y abre de nuevo «Gestionar pago y facturas».</p><p><a href="/panel/suscripcion">Volver a Sanarte</a></p>',
  );

  app.get(
    '/dev/portal/:customer',
    {
      schema: {
        hide: true,
        params: customerParams,
        querystring: portalQuery.extend({ aviso: z.string().max(40).optional() }),
      },
    },
    async (req, reply) => {
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
      const q = req.query;
      const portal = await sim.openPortal(req.params.customer, q.exp, q.return, q.sig);
      if (!portal) return reply.status(403).send(expired);
      const c = encodeURIComponent(portal.customer.id);
      const notices: Record<string, string> = {
        tarjeta: 'Tarjeta actualizada. Hemos cobrado lo que quedaba pendiente.',
        cancelada: 'Renovación cancelada.',
        reanudada: 'Suscripción reanudada.',
        invalida: 'Escribe un número de tarjeta válido (entre 12 y 19 cifras).',
      };
      const notice =
        q.aviso && notices[q.aviso] ? `<p class="notice" role="status">${notices[q.aviso]}</p>` : '';
      const subs = portal.subscriptions
        .map((s) => {
          const action =
            s.status === 'canceled'
              ? ''
              : `<form method="post" action="/dev/portal/${c}/${s.cancelAtPeriodEnd ? 'resume' : 'cancel'}">${hidden(q)}<input type="hidden" name="subscription" value="${escapeHtml(s.id)}"><button class="${s.cancelAtPeriodEnd ? 'pay' : 'cancel'}" type="submit">${s.cancelAtPeriodEnd ? 'Reanudar suscripción' : 'Cancelar suscripción'}</button></form>`;
          return `<li><strong>${escapeHtml(s.productName)}</strong><br>${money(s.amount, s.currency)} ${everyPeriod(s.interval, s.intervalCount)}<br><span class="note">${escapeHtml(subscriptionState(s))}</span>${action}</li>`;
        })
        .join('');
      const invoices = portal.invoices
        .map(
          (i) =>
            `<li><a href="/dev/invoices/${encodeURIComponent(i.id)}">${escapeHtml(formatDate(i.createdAt))} · ${money(i.amountDue, i.currency)}</a> · ${invoiceState(i)}</li>`,
        )
        .join('');
      const declined = portal.customer.cardDeclined
        ? '<p class="alert" role="alert">El último cobro con esta tarjeta fue rechazado.</p>'
        : '';
      return page(
        'Gestionar pago y facturas',
        `<h1>Gestionar pago y facturas</h1>
<p class="note">Simulador local del portal de clientes: en producción esta página la ofrece Stripe.</p>
${notice}
<h2>Suscripción</h2><ul>${subs || '<li>No tienes suscripciones.</li>'}</ul>
<h2>Método de pago</h2><p>Tarjeta terminada en ${escapeHtml(portal.customer.cardLast4)}</p>${declined}
<form method="post" action="/dev/portal/${c}/card">${hidden(q)}<label for="card">Número de la nueva tarjeta</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required><button class="pay" type="submit">Cambiar tarjeta</button></form>
<h2>Facturas</h2><ul>${invoices || '<li>Todavía no hay facturas.</li>'}</ul>
<p><a href="${escapeHtml(q.return)}">Volver a Sanarte</a></p>`,
      );
    },
  );

  const form = z.object({
    exp: z.coerce.number().int(),
    return: z.string().max(500),
    sig: z.string().max(100),
    subscription: z.string().max(100).optional(),
    card: z.string().max(40).optional(),
  });
  const parse = (body: unknown) =>
    form.safeParse(Object.fromEntries(new URLSearchParams(String(body ?? ''))));

  for (const action of ['card', 'cancel', 'resume'] as const) {
    app.post(
      `/dev/portal/:customer/${action}`,
      { schema: { hide: true, params: customerParams } },
      async (req, reply) => {
        const parsed = parse(req.body);
        const customer = req.params.customer;
        if (!parsed.success) return reply.status(400).send(expired);
        const q = parsed.data;
        if (!(await sim.openPortal(customer, q.exp, q.return, q.sig))) return reply.status(403).send(expired);
        if (action === 'card') {
          const digits = (q.card ?? '').replace(/[\s-]/g, '');
          if (!/^\d{12,19}$/.test(digits)) return reply.redirect(back(customer, q, 'invalida'), 303);
          await sim.changeCard(customer, digits.slice(-4));
          return reply.redirect(back(customer, q, 'tarjeta'), 303);
        }
        await sim.portalSetCancel(customer, q.subscription ?? '', action === 'cancel');
        return reply.redirect(back(customer, q, action === 'cancel' ? 'cancelada' : 'reanudada'), 303);
      },
    );
  }

  // An invoice's page, as Stripe's hosted invoice page: its address is the capability.
  app.get(
    '/dev/invoices/:id',
    { schema: { hide: true, params: z.object({ id: z.string().max(100) }) } },
    async (req, reply) => {
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
      const found = await sim.findInvoice(req.params.id);
      if (!found) return reply.status(404).send(page('Factura', '<h1>No encontramos esta factura.</h1>'));
      const { invoice: i } = found;
      return page(
        'Factura',
        `<h1>Factura ${escapeHtml(i.id)}</h1>
<p>${escapeHtml(found.productName)}</p>
<p class="amount">${money(i.amountDue, i.currency)}</p>
<p>Estado: ${invoiceState(i)}</p>
<p>Periodo: del ${escapeHtml(formatDate(i.periodStart))} al ${escapeHtml(formatDate(i.periodEnd))}</p>
<p>Fecha: ${escapeHtml(formatDate(i.createdAt))}</p>
<p class="note">${escapeHtml(found.email)}</p>
<p class="note">Factura del simulador local: en producción la emite Stripe.</p>`,
      );
    },
  );
});
