import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  customer_email: string;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
}

/**
 * A local stand-in for the Stripe Checkout endpoints we call, so the real SDK runs without the
 * network: create (with idempotency keys), retrieve and expire.
 */
export async function startStripeStandIn() {
  const sessions = new Map<string, StandInSession>();
  const idempotent = new Map<string, string>();
  const calls: { method: string; path: string; idempotencyKey?: string }[] = [];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);
    const key = req.headers['idempotency-key'] as string | undefined;
    calls.push({ method: req.method ?? '', path: url.pathname, ...(key ? { idempotencyKey: key } : {}) });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(4).toString('hex')}`,
      });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== 'Bearer sk_test_standin') {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (key && idempotent.has(key)) return send(200, sessions.get(idempotent.get(key) as string));
      const form = new URLSearchParams(body);
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m?.[1]) metadata[m[1]] = v;
      }
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
        customer_email: form.get('customer_email') ?? '',
        success_url: (form.get('success_url') ?? '').replace('{CHECKOUT_SESSION_ID}', id),
        cancel_url: form.get('cancel_url') ?? '',
        metadata,
      };
      sessions.set(id, session);
      if (key) idempotent.set(key, id);
      return send(200, session);
    }
    const m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    const session = m?.[1] ? sessions.get(m[1]) : undefined;
    if (!session)
      return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    if (req.method === 'GET' && !m?.[2]) return send(200, session);
    if (req.method === 'POST' && m?.[2]) {
      if (session.status !== 'open') {
        return send(400, {
          error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' },
        });
      }
      session.status = 'expired';
      return send(200, session);
    }
    return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    sessions,
    calls,
    pay(id: string) {
      const s = sessions.get(id);
      if (s) Object.assign(s, { status: 'complete', payment_status: 'paid' });
      return s;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
