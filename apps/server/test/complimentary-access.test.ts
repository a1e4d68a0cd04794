import { es } from '@sanarte/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './app.js';
import { planId } from './billing-factories.js';
import { buildAdmin, buildUser, fullSubscriber, signInAgain } from './factories.js';
import type { HttpClient } from './http.js';

/**
 * Complimentary access staff give from Clientes: a plan for some days or until revoked, without a
 * payment; it opens the library, shows as such to the client and in the back-office, never counts
 * as revenue, and ends by itself. In a database of its own so the dashboard's figures are exact.
 */
const DAY = 86_400_000;
let t: TestApp;
let admin: HttpClient;
let crmUser: Awaited<ReturnType<typeof buildUser>>;
let crm: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await buildAdmin(t)).http;
  crmUser = await buildUser(t, { role: 'crmUser', name: 'Carmen', lastName: 'Ruiz' });
  crm = crmUser.http;
});
afterAll(() => t?.close());
// A test that moved the clock on leaves it at the present for the next.
afterEach(() => t.clock.reset());

const grant = (id: string, body: object, as = admin) => as.post(`/api/complimentary-access/${id}`, body);
const hasPlan = async (http: HttpClient) =>
  (await http.get('/api/library')).body.data.hasSubscription as boolean;
const recurring = async () => (await crm.get('/api/stats/crm/dashboard')).body.data.recurring;

describe('complimentary access', () => {
  it('30 days of Full: the client plays, sees «Acceso de cortesía», is a subscriber, and it is never revenue', async () => {
    const before = await recurring();
    const client = await buildUser(t, { name: 'Clara', lastName: 'Cortesía' });
    expect(await hasPlan(client.http)).toBe(false);

    const res = await grant(client.id, {
      planId: await planId(t, 'full'),
      days: 30,
      note: 'Sorteo de Navidad',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(es.admin.compGiven('Clara Cortesía'));
    const until = res.body.data.activeSubscription.complimentary.until as string;
    expect(Date.parse(until) - t.clock.now().getTime()).toBeGreaterThan(30 * DAY - 60_000);
    expect(Date.parse(until) - t.clock.now().getTime()).toBeLessThanOrEqual(30 * DAY);
    expect(res.body.data).toMatchObject({
      role: 'subscriber',
      activeSubscription: { plan: { slug: 'full' }, complimentary: { note: 'Sorteo de Navidad' } },
    });

    expect(await hasPlan(client.http)).toBe(true);
    const me = (await client.http.get('/api/users/me')).body.data.user;
    expect(me.activeSubscription).toMatchObject({ renewing: false, complimentary: { until } });

    const after = await recurring();
    expect(after.complimentary).toBe(before.complimentary + 1);
    expect(after.mrr).toBe(before.mrr);
    expect(after.activeByPlan).toEqual(before.activeByPlan);

    // It ends by itself.
    t.clock.advance(31 * DAY);
    const later = await signInAgain(client);
    expect(await hasPlan(later.http)).toBe(false);
    const staff = await signInAgain(crmUser);
    expect((await staff.http.get('/api/stats/crm/dashboard')).body.data.recurring.complimentary).toBe(
      before.complimentary,
    );
  });

  it('until revoked: open-ended, revoked by staff (once), after which the library closes', async () => {
    const client = await buildUser(t, { name: 'Rita', lastName: 'Retirada' });
    const res = await grant(client.id, { planId: await planId(t, 'full'), days: null, note: 'Colaboradora' });
    expect(res.body.data.activeSubscription.complimentary).toEqual({ until: null, note: 'Colaboradora' });
    expect((await client.http.get('/api/users/me')).body.data.user.activeSubscription.complimentary).toEqual({
      until: null,
    });

    const revoked = await admin.request('DELETE', `/api/complimentary-access/${client.id}`);
    expect([revoked.status, revoked.body.message]).toEqual([200, es.admin.compRevoked]);
    expect(revoked.body.data.activeSubscription).toBeNull();
    expect(await hasPlan(client.http)).toBe(false);
    const again = await admin.request('DELETE', `/api/complimentary-access/${client.id}`);
    expect([again.status, again.body.message]).toEqual([409, es.admin.compNone]);
  });

  it('is refused over an active subscription, for Mini, for staff, and to read-only staff; bad input in Spanish', async () => {
    const full = await planId(t, 'full');
    const subscribed = await fullSubscriber(t);
    const over = await grant(subscribed.id, { planId: full, days: 30, note: 'Por si acaso' });
    expect([over.status, over.body.message]).toEqual([409, es.admin.compHasAccess]);

    const client = await buildUser(t);
    const mini = await grant(client.id, { planId: await planId(t, 'mini'), days: 30, note: 'Prueba' });
    expect([mini.status, mini.body.message]).toEqual([422, es.admin.compPlanMini]);
    const staff = await buildUser(t, { role: 'therapist' });
    const toStaff = await grant(staff.id, { planId: full, days: 30, note: 'Equipo' });
    expect([toStaff.status, toStaff.body.message]).toEqual([409, es.admin.compNotClient]);
    expect((await grant(client.id, { planId: full, days: 30, note: 'Nota' }, crm)).status).toBe(403);

    for (const [body, message] of [
      [{ planId: full, days: 0, note: 'Nota' }, es.admin.compDaysInvalid],
      [{ planId: full, days: 2.5, note: 'Nota' }, es.admin.compDaysInvalid],
      [{ planId: full, days: 30 }, es.admin.compNoteRequired],
    ] as const) {
      const res = await grant(client.id, body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await hasPlan(client.http)).toBe(false);
  });

  it('a client on complimentary access can still buy a plan', async () => {
    const client = await buildUser(t, { name: 'Berta', lastName: 'Compra' });
    expect(
      (await grant(client.id, { planId: await planId(t, 'full'), days: 7, note: 'Prueba larga' })).status,
    ).toBe(200);
    const res = await client.http.post('/api/payments/create-checkout-session', {
      planId: await planId(t, 'full'),
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toEqual(expect.any(String));
  });
});
