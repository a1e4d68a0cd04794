import { es, formatDate, formatMoney } from '@sanarte/shared';
import { z } from 'zod';
import type { PaypalSimulator } from '../../adapters/payments/paypal-simulator.js';
import { acceptForms } from '../../lib/forms.js';
import { escapeHtml } from '../../lib/html.js';
import { responses } from '../../lib/responses.js';
import { routes } from '../../lib/route-options.js';
import { everyPeriod, page } from './simulator.routes.js';

export interface PaypalSimulatorRoutesDeps {
  simulator: PaypalSimulator;
}

const redirect = responses({ 303: z.null().describe('where PayPal sends the buyer') });
const approvalQuery = z.object({ token: z.string().max(64) });
const approvalParams = z.object({ id: z.string().max(64) });
const autopayQuery = z.object({ payer: z.string().max(64), sig: z.string().max(128) });
const autopayParams = z.object({
  payer: z.string().max(64),
  sig: z.string().max(128),
  id: z.string().max(64),
});

const STATUS: Record<string, string> = {
  ACTIVE: 'Activa',
  SUSPENDED: 'En pausa',
  CANCELLED: 'Cancelada',
  EXPIRED: 'Finalizada',
  APPROVAL_PENDING: 'Sin aprobar',
};

/**
 * Local mode's PayPal pages, served where PayPal's would be: the buyer's approval of a subscription
 * (PayPal's "checkoutnow"), redirecting back as PayPal does with ?subscription_id=…, and the
 * payer's automatic-payments page (PayPal's "autopay"), where a subscription can be cancelled.
 * Left out of the OpenAPI document: HTML navigations, not the API.
 */
export const paypalSimulatorRoutes = routes(async (app, deps: PaypalSimulatorRoutesDeps) => {
  const sim = deps.simulator;
  acceptForms(app);

  app.get(
    '/dev/paypal/checkoutnow',
    { schema: { hide: true, querystring: approvalQuery } },
    async (req, reply) => {
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
      const sub = sim.find(req.query.token);
      if (!sub) return reply.status(404).send(page('PayPal', `<h1>${es.checkout.verifyFailed}</h1>`));
      if (sub.status !== 'APPROVAL_PENDING') {
        return page(
          'PayPal',
          '<h1>Esta suscripción ya no espera aprobación.</h1><p><a href="/">Volver a Sanarte</a></p>',
        );
      }
      const money = (c: number, currency: string) => escapeHtml(formatMoney(c / 100, currency));
      const first = sub.firstCharge;
      const regular = sub.regular;
      const id = encodeURIComponent(sub.id);
      return page(
        'PayPal',
        `<h1>${escapeHtml(sub.planName)}</h1>
<p class="note">Simulador de PayPal local: no se cobra nada. En producción este paso lo hace PayPal.</p>
${first ? `<p class="amount">${money(first.cents, first.currency)}</p>` : ''}
${regular && first ? `<p class="note">Después, ${money(regular.cents, first.currency)} ${everyPeriod(regular.unit, regular.count)}, hasta que canceles.</p>` : ''}
${sub.email ? `<p class="note">${escapeHtml(sub.email)}</p>` : ''}
<form method="post" action="/dev/paypal/checkoutnow/${id}/approve"><button class="pay" type="submit">Aceptar y suscribirse</button></form>
<form method="post" action="/dev/paypal/checkoutnow/${id}/cancel"><button class="cancel" type="submit">Cancelar y volver</button></form>`,
      );
    },
  );

  app.post(
    '/dev/paypal/checkoutnow/:id/approve',
    { schema: { hide: true, params: approvalParams, response: redirect } },
    async (req, reply) => {
      const back = await sim.approve(req.params.id);
      if (!back)
        return reply.redirect(`/dev/paypal/checkoutnow?token=${encodeURIComponent(req.params.id)}`, 303);
      return reply.redirect(back, 303);
    },
  );

  app.post(
    '/dev/paypal/checkoutnow/:id/cancel',
    { schema: { hide: true, params: approvalParams, response: redirect } },
    async (req, reply) => reply.redirect(sim.find(req.params.id)?.cancelUrl || '/', 303),
  );

  app.get(
    '/dev/paypal/autopay',
    { schema: { hide: true, querystring: autopayQuery } },
    async (req, reply) => {
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
      const { payer, sig } = req.query;
      if (!sim.portalAllowed(payer, sig))
        return reply.status(404).send(page('PayPal', `<h1>${es.errors.notFound}</h1>`));
      const items = sim
        .ofPayer(payer)
        .map((s) => {
          const next = s.nextBillingTime
            ? ` · Próximo cobro: ${escapeHtml(formatDate(s.nextBillingTime))}`
            : '';
          const cancel =
            s.status === 'ACTIVE' || s.status === 'SUSPENDED'
              ? `<form method="post" action="/dev/paypal/autopay/${encodeURIComponent(payer)}/${encodeURIComponent(sig)}/cancel/${encodeURIComponent(s.id)}"><button class="cancel" type="submit">Cancelar pagos automáticos</button></form>`
              : '';
          return `<li><strong>${escapeHtml(s.plan)}</strong><br><span class="note">${STATUS[s.status] ?? s.status}${next}</span>${cancel}</li>`;
        })
        .join('');
      return page(
        'Pagos automáticos',
        `<h1>Pagos automáticos</h1>
<p class="note">Simulador de PayPal local: así gestiona PayPal los pagos automáticos de tu cuenta.</p>
<ul>${items || '<li>No tienes pagos automáticos.</li>'}</ul>
<p><a href="/panel/suscripcion">Volver a Sanarte</a></p>`,
      );
    },
  );

  app.post(
    '/dev/paypal/autopay/:payer/:sig/cancel/:id',
    { schema: { hide: true, params: autopayParams, response: redirect } },
    async (req, reply) => {
      const { payer, sig, id } = req.params;
      if (sim.portalAllowed(payer, sig)) await sim.cancelByPayer(payer, id);
      return reply.redirect(
        `/dev/paypal/autopay?payer=${encodeURIComponent(payer)}&sig=${encodeURIComponent(sig)}`,
        303,
      );
    },
  );
});
