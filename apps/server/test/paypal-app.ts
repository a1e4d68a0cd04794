import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type PaypalDelivery,
  type PaypalSimulator,
  paypalSimulator,
} from '../src/adapters/payments/paypal-simulator.js';
import { PAYPAL_API } from '../src/adapters/payments/paypal.js';
import { type TestApp, type TestAppOptions, startTestApp } from './app.js';

const CLIENT_ID = 'sanarte-test-client';
const CLIENT_SECRET = 'sanarte-test-secret';
export const PAYPAL_WEBHOOK_ID = 'WH-TEST-5AB12345CD678901E';

/** PayPal's REST API as a local HTTP server: the simulator, answering PayPal's published shapes. */
export interface PaypalStandIn {
  apiBase: string;
  sim: PaypalSimulator;
  /** Every call the app made, in order. */
  calls: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

async function startPaypalStandIn(now: () => Date): Promise<PaypalStandIn> {
  const calls: PaypalStandIn['calls'] = [];
  let sim: PaypalSimulator | null = null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      const url = `${PAYPAL_API.sandbox}${req.url ?? '/'}`;
      calls.push({ method: req.method ?? 'GET', path: new URL(url).pathname });
      const body = chunks.length > 0 ? Buffer.concat(chunks).toString('utf8') : undefined;
      (sim as PaypalSimulator)
        .handle({ method: req.method ?? 'GET', url, headers, body })
        .then((out) => res.writeHead(out.status, out.headers).end(out.body))
        .catch((err: Error) => res.writeHead(500).end(err.message));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sim = paypalSimulator({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    webhookId: PAYPAL_WEBHOOK_ID,
    now,
    pagesBase: `${apiBase}/webapps`,
  });
  return {
    apiBase,
    sim,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Posts a delivery to the app's PayPal webhook endpoint: the answer's status and `processed`. */
export async function deliverPaypal(baseUrl: string, delivery: PaypalDelivery) {
  const res = await fetch(`${baseUrl}/api/payments/webhook/paypal`, {
    method: 'POST',
    headers: delivery.headers,
    body: delivery.body,
  });
  const answer = (await res.json()) as { processed?: boolean };
  return { status: res.status, processed: answer.processed };
}

/**
 * A test app with PayPal configured (PAYPAL_CLIENT_ID, _SECRET, _WEBHOOK_ID) and its API at a
 * local stand-in (PAYPAL_API_BASE), whose clock is the app's. The caller closes both.
 */
export async function startAppOnPaypalStandIn(
  app: TestAppOptions = {},
): Promise<{ t: TestApp; paypal: PaypalStandIn }> {
  let clock: () => Date = () => new Date();
  const paypal = await startPaypalStandIn(() => clock());
  try {
    const t = await startTestApp({
      ...app,
      env: {
        PAYPAL_CLIENT_ID: CLIENT_ID,
        PAYPAL_CLIENT_SECRET: CLIENT_SECRET,
        PAYPAL_WEBHOOK_ID,
        PAYPAL_ENV: 'sandbox',
        PAYPAL_API_BASE: paypal.apiBase,
        ...app.env,
      },
    });
    clock = () => t.clock.now();
    return { t, paypal };
  } catch (error) {
    await paypal.close();
    throw error;
  }
}
