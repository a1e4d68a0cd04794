import { describeDiscount, es, formatMoney, simulatedEventAnswer } from '@sanarte/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SimulatedDiscount, SimulatorProvider } from '../../adapters/payments/simulator.js';
import type { Config } from '../../config.js';
import { acceptForms } from '../../lib/forms.js';
import { escapeHtml } from '../../lib/html.js';
import { responses } from '../../lib/responses.js';
import { routes } from '../../lib/route-options.js';
import type { PaymentsService } from './payments.service.js';

export interface SimulatorRoutesDeps {
  payments: PaymentsService;
  simulator: SimulatorProvider | null;
  mode: Config['mode'];
}

const checkoutParams = z.object({ id: z.string() });
const redirect = responses({ 303: z.null().describe('where the hosted checkout sends the buyer') });
/** The options of the hosted checkout page's two form actions (pay, cancel): each redirects the buyer. */
const checkoutAction = { schema: { hide: true, params: checkoutParams, response: redirect } };

export const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} | Sanarte</title><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f6f1e9;color:#1f2937;display:grid;place-items:center;min-height:100vh}
main{box-sizing:border-box;background:#fff;border-radius:20px;padding:clamp(1.25rem,5vw,2rem);max-width:420px;width:calc(100% - 2rem);margin:1rem 0;box-shadow:0 10px 30px rgba(30,27,75,.12)}
h1{font-size:1.25rem;color:#312e81;margin:0 0 .25rem}.note{font-size:.85rem;color:#4b5563}.amount{font-size:2rem;font-weight:700;margin:1rem 0}
form{display:inline}button{font:inherit;border:0;border-radius:999px;padding:.75rem 1.4rem;cursor:pointer;margin:.25rem .5rem 0 0}
.pay{background:#312e81;color:#fff}.cancel{background:#e5e7eb;color:#1f2937}button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #e8a87c;outline-offset:2px}
h2{font-size:1rem;color:#312e81;margin:1.5rem 0 .5rem}ul{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}li{overflow-wrap:anywhere}
label{display:block;font-size:.85rem;margin:.5rem 0 .25rem}input{font:inherit;width:100%;box-sizing:border-box;padding:.6rem .8rem;border:1px solid #9ca3af;border-radius:12px}
.notice{background:#e3f4ea;color:#1f6b4a;padding:.6rem .8rem;border-radius:12px}.alert{background:#fde8e8;color:#9b1c1c;padding:.6rem .8rem;border-radius:12px}a{color:#312e81}</style></head>
<body><main>${body}</main></body></html>`;

const EVERY: Record<string, [string, string]> = {
  day: ['día', 'días'],
  month: ['mes', 'meses'],
  year: ['año', 'años'],
};
/** "cada año", "cada 3 meses", "cada 90 días". */
export function everyPeriod(unit: string, count: number) {
  const [one, many] = EVERY[unit] ?? EVERY.day ?? ['día', 'días'];
  return count === 1 ? `cada ${one}` : `cada ${count} ${many}`;
}

/** A simulated coupon as the product describes a code's discount. */
const discountTerms = (d: SimulatedDiscount, currency: string) => ({
  percentOff: d.percentOff,
  amountOff: d.amountOff === null ? null : d.amountOff / 100,
  currency: currency.toUpperCase(),
  duration: d.months === null ? ('once' as const) : ('repeating' as const),
  durationMonths: d.months,
});

/** What a subscription checkout charges later, and the credit taken off today's charge. */
function recurringNote(row: {
  mode: string;
  recurringAmount: number | null;
  amountTotal: number;
  interval: string | null;
  intervalCount: number | null;
  currency: string;
  discount: SimulatedDiscount | null;
}) {
  if (row.mode !== 'subscription' || row.recurringAmount === null || !row.interval) return '';
  const money = (c: number) => escapeHtml(formatMoney(c / 100, row.currency.toUpperCase()));
  const credit = row.recurringAmount - row.amountTotal;
  return `<p class="note">Después, ${money(row.recurringAmount)} ${everyPeriod(row.interval, row.intervalCount ?? 1)}, hasta que canceles.</p>${
    credit > 0 && row.discount
      ? `<p class="note">Código ${escapeHtml(row.discount.code)}: ${escapeHtml(describeDiscount(discountTerms(row.discount, row.currency)))} (−${money(credit)} hoy).</p>`
      : credit > 0
        ? `<p class="note">Hoy se descuentan ${money(credit)} por los días no usados de tu plan anterior.</p>`
        : ''
  }`;
}

/** Local mode's hosted checkout page: 'Pagar' and 'Cancelar', redirecting as Stripe would. */
export const simulatorRoutes = routes(async (app, deps: SimulatorRoutesDeps) => {
  const sim = deps.simulator;
  if (!sim || deps.mode !== 'local') return;
  acceptForms(app);

  // The hosted page and its two forms' actions (which redirect as Stripe's page does) are HTML
  // navigations, not part of the API: left out of the OpenAPI document.
  app.get('/dev/checkout/:id', { schema: { hide: true, params: checkoutParams } }, async (req, reply) => {
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    const row = await sim.find(req.params.id);
    if (!row) return reply.status(404).send(page('Pago', `<h1>${es.checkout.verifyFailed}</h1>`));
    if (row.status !== 'open') {
      return page(
        'Pago',
        `<h1>Esta sesión de pago ya no está abierta.</h1><p><a href="/">Volver a Sanarte</a></p>`,
      );
    }
    const id = encodeURIComponent(row.id);
    return page(
      'Pago seguro',
      `<h1>${escapeHtml(row.productName)}</h1>
<p class="note">Simulador de pago local: no se cobra nada. En producción este paso lo hace Stripe.</p>
<p class="amount">${escapeHtml(formatMoney(row.amountTotal / 100, row.currency.toUpperCase()))}</p>
${recurringNote(row)}
<p class="note">${escapeHtml(row.customerEmail)}</p>
<form method="post" action="/dev/checkout/${id}/pay"><button class="pay" type="submit">Pagar</button></form>
<form method="post" action="/dev/checkout/${id}/cancel"><button class="cancel" type="submit">Cancelar</button></form>`,
    );
  });

  app.post('/dev/checkout/:id/pay', checkoutAction, async (req, reply) => {
    const paid = await sim.pay(req.params.id);
    if (!paid) return reply.redirect(`/dev/checkout/${encodeURIComponent(req.params.id)}`, 303);
    // Deliver the webhooks as Stripe would: separately from the browser's redirect, in order.
    setTimeout(() => {
      void (async () => {
        for (const { body, signature } of paid.events)
          await deps.payments.receiveWebhook(Buffer.from(body), { 'stripe-signature': signature });
      })().catch((err) => app.log.error({ err }, 'simulated webhook failed'));
    }, 50);
    return reply.redirect(paid.row.successUrl, 303);
  });

  app.post('/dev/checkout/:id/cancel', checkoutAction, async (req, reply) => {
    const row = await sim.find(req.params.id);
    if (!row) return reply.redirect('/', 303);
    return reply.redirect(row.cancelUrl, 303);
  });

  /** Signs a simulator event for tests and tools that post to the webhook over HTTP. */
  app.post(
    '/dev/checkout/:id/event/:type',
    {
      schema: {
        summary: 'Sign a simulated webhook event for a checkout (local mode)',
        params: z.object({ id: z.string(), type: z.string() }),
        response: responses({ 200: simulatedEventAnswer }),
      },
    },
    async (req, reply) => {
      const row = await sim.find(req.params.id);
      if (!row) return reply.status(404).send({ success: false, message: es.errors.notFound });
      return sim.event(req.params.type, row);
    },
  );
});
