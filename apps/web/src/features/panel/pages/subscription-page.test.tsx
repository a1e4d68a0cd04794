import { es, formatDate, formatMoney } from '@sanarte/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoutes, fakeApi, renderApp, sessionUser, subscription } from '../../../test/render';
import type { SessionUser } from '../../auth';
import { SubscriptionPage } from './subscription-page';

type Subscription = NonNullable<SessionUser['activeSubscription']>;

const END = '2027-11-01T10:00:00.000Z';
const endText = formatDate(END);

const fullPlan = {
  _id: 'p-full',
  slug: 'full',
  name: 'Plan Full',
  description: 'Todas las terapias',
  price: 99,
  currency: 'USD',
  durationDays: 365,
  features: ['Todas las terapias', 'Audios sin conexión'],
};

/** A subscription to Plan Full that ends (or renews) on END, with `patch` over it. */
const full = (patch: Partial<Subscription> = {}): Subscription =>
  subscription('full', { plan: fullPlan, endDate: END, ...patch });

const renewing = full({ renewing: true, renewsAt: END });
const cancelled = full({ renewing: true, renewsAt: null, cancelAtPeriodEnd: true });
const pending = full({ status: 'pending', renewing: true, renewsAt: null });
const oneOff = full();

const userWith = (active: Subscription): SessionUser =>
  sessionUser({ activeSubscription: active, subscriptions: [active], planSlug: 'full' });

/** The session answer (GET /api/users/me) for `user`. */
const me = (user: SessionUser) => ({ body: { success: true, data: { user } } });

function showPage(active: Subscription, routes: FakeRoutes = {}) {
  const user = userWith(active);
  const calls = fakeApi({ 'GET /api/users/me': me(user), ...routes });
  const view = renderApp(<SubscriptionPage />, { path: '/panel/suscripcion', user });
  const card = () => screen.getByRole('article', { name: 'Plan Full' });
  return { ...view, calls, card };
}

/**
 * The routes of a renewal change: the user has `before` until `route` is posted, which answers
 * `after` (with `message`); from then on the user has `after`.
 */
function changingOn(route: string, before: Subscription, after: Subscription, message: string): FakeRoutes {
  let changed = false;
  return {
    'GET /api/users/me': () => me(userWith(changed ? after : before)),
    [route]: () => {
      changed = true;
      return { body: { success: true, message, data: after } };
    },
  };
}

const posts = (calls: { route: string }[]) => calls.map((c) => c.route).filter((r) => r.startsWith('POST'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Mi Suscripción › renewal', () => {
  it('a renewing subscription says when it renews and offers the payments and the cancellation', () => {
    const { card } = showPage(renewing);
    const here = within(card());
    expect(here.getByText(`Se renueva el ${endText}`)).toBeInTheDocument();
    expect(here.queryByText(/^Finaliza el/)).not.toBeInTheDocument();
    expect(here.getByRole('button', { name: 'Gestionar pago y facturas' })).toBeEnabled();
    expect(here.getByRole('button', { name: 'Cancelar renovación' })).toBeEnabled();
    expect(here.queryByRole('button', { name: 'Reanudar suscripción' })).not.toBeInTheDocument();
    // The spec's details stay, and the end date is not said twice.
    expect(here.getByText('Activa')).toBeInTheDocument();
    expect(here.getByText('365 días')).toBeInTheDocument();
    expect(here.getByText('Audios sin conexión')).toBeInTheDocument();
    expect(here.queryByText('Válida hasta')).not.toBeInTheDocument();
    expect(here.getAllByText(new RegExp(endText))).toHaveLength(1);
  });

  it('after a cancellation: when it ends, and resume instead of cancel', () => {
    const { card } = showPage(cancelled);
    const here = within(card());
    expect(here.getByText(`Finaliza el ${endText}`)).toBeInTheDocument();
    expect(here.queryByText(/^Se renueva el/)).not.toBeInTheDocument();
    expect(here.getByRole('button', { name: 'Reanudar suscripción' })).toBeEnabled();
    expect(here.queryByRole('button', { name: 'Cancelar renovación' })).not.toBeInTheDocument();
    expect(here.getByRole('button', { name: 'Gestionar pago y facturas' })).toBeInTheDocument();
  });

  it('a failed renewal shows the pending notice with the grace end and "Actualizar tarjeta"', () => {
    const { card } = showPage(pending);
    const here = within(card());
    const notice = here.getByText(es.billing.pendingTitle).closest('[role="alert"]');
    expect(notice).not.toBeNull();
    expect(notice).toHaveTextContent(es.billing.pendingUntil(endText));
    expect(here.getByRole('button', { name: 'Actualizar tarjeta' })).toBeEnabled();
    expect(here.getByText('Pendiente')).toBeInTheDocument();
    expect(here.queryByRole('button', { name: 'Cancelar renovación' })).not.toBeInTheDocument();
    expect(here.queryByRole('button', { name: 'Reanudar suscripción' })).not.toBeInTheDocument();
  });

  it('a purchase that does not renew says when it ends and offers no renewal buttons', () => {
    const { card } = showPage(oneOff);
    const here = within(card());
    expect(here.getByText(`Finaliza el ${endText}`)).toBeInTheDocument();
    expect(here.getByText(es.billing.notRenewing)).toBeInTheDocument();
    for (const name of [
      'Cancelar renovación',
      'Reanudar suscripción',
      'Gestionar pago y facturas',
      'Actualizar tarjeta',
    ]) {
      expect(here.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('keeps "No tienes suscripción activa" and "Ver Planes" without a subscription', () => {
    fakeApi({ 'GET /api/users/me': me(sessionUser()) });
    renderApp(<SubscriptionPage />, { path: '/panel/suscripcion', user: sessionUser() });
    expect(screen.getByText('No tienes suscripción activa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver Planes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar renovación' })).not.toBeInTheDocument();
  });
});

describe('Mi Suscripción › cancelling and resuming', () => {
  it('"Mantener suscripción" closes the confirmation without calling anything', async () => {
    const { user, calls } = showPage(renewing);
    await user.click(screen.getByRole('button', { name: 'Cancelar renovación' }));
    const dialog = await screen.findByRole('dialog', { name: es.billing.cancelConfirmTitle });
    expect(dialog).toHaveTextContent(es.billing.cancelConfirmText(endText));
    await user.click(within(dialog).getByRole('button', { name: 'Mantener suscripción' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Cancelar renovación' })).toBeInTheDocument();
  });

  it('confirming cancels the renewal, shows the new state and announces until when access stays', async () => {
    const { user, calls, card } = showPage(
      renewing,
      changingOn('POST /api/payments/subscription/cancel', renewing, cancelled, 'Renovación cancelada'),
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar renovación' }));
    const dialog = await screen.findByRole('dialog', { name: es.billing.cancelConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar renovación' }));

    const status = await screen.findByText(es.billing.cancelled(endText));
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const here = within(card());
    expect(here.getByText(`Finaliza el ${endText}`)).toBeInTheDocument();
    // Focus comes back to the same place, the button that now resumes.
    await waitFor(() => expect(here.getByRole('button', { name: 'Reanudar suscripción' })).toHaveFocus());
    expect(here.queryByRole('button', { name: 'Cancelar renovación' })).not.toBeInTheDocument();
    expect(posts(calls)).toEqual(['POST /api/payments/subscription/cancel']);
  });

  it('a refused cancellation shows the server message in the dialog, which stays open', async () => {
    const { user, card } = showPage(renewing, {
      'POST /api/payments/subscription/cancel': {
        status: 409,
        body: { success: false, message: 'No hay ninguna renovación que cancelar.' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Cancelar renovación' }));
    const dialog = await screen.findByRole('dialog', { name: es.billing.cancelConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar renovación' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No hay ninguna renovación que cancelar.',
    );
    expect(within(dialog).getByRole('button', { name: 'Sí, cancelar renovación' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Mantener suscripción' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card()).getByText(`Se renueva el ${endText}`)).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Cancelar renovación' })).toBeInTheDocument();
  });

  it('a server failure without a reason says "actionFailed"', async () => {
    const { user } = showPage(renewing, {
      'POST /api/payments/subscription/cancel': { status: 500, body: { success: false, message: 'boom' } },
    });
    await user.click(screen.getByRole('button', { name: 'Cancelar renovación' }));
    const dialog = await screen.findByRole('dialog', { name: es.billing.cancelConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar renovación' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(es.billing.actionFailed);
  });

  it('"Reanudar suscripción" resumes the renewal and announces the next one', async () => {
    const { user, calls, card } = showPage(
      cancelled,
      changingOn('POST /api/payments/subscription/resume', cancelled, renewing, 'Reanudada'),
    );
    await user.click(screen.getByRole('button', { name: 'Reanudar suscripción' }));
    const status = await screen.findByText(es.billing.resumed(endText));
    expect(status.closest('[role="status"]')).not.toBeNull();
    const here = within(card());
    expect(here.getByText(`Se renueva el ${endText}`)).toBeInTheDocument();
    expect(here.getByRole('button', { name: 'Cancelar renovación' })).toBeInTheDocument();
    expect(posts(calls)).toEqual(['POST /api/payments/subscription/resume']);
  });

  it('when the user cannot be read again, the answer’s subscription is shown', async () => {
    const { user, card } = showPage(cancelled, {
      'GET /api/users/me': { status: 503, body: { success: false, message: 'caído' } },
      'POST /api/payments/subscription/resume': {
        body: { success: true, message: 'Reanudada', data: renewing },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Reanudar suscripción' }));
    expect(await within(card()).findByText(`Se renueva el ${endText}`)).toBeInTheDocument();
    expect(screen.getByText(es.billing.resumed(endText))).toBeInTheDocument();
  });
});

describe('Mi Suscripción › one end date', () => {
  /**
   * A renewing subscription as the server sends it: access (`endDate`) runs a day past the paid
   * period (`renewsAt`) while the provider charges the renewal; once cancelled it ends with the period.
   */
  const renewingUntil = (periodEnd: string) =>
    full({
      renewing: true,
      renewsAt: periodEnd,
      endDate: new Date(new Date(periodEnd).getTime() + 86_400_000).toISOString(),
    });
  const cancelledAt = (periodEnd: string) =>
    full({ renewing: true, renewsAt: null, cancelAtPeriodEnd: true, endDate: periodEnd });

  async function cancelThrough(periodEnd: string) {
    const before = renewingUntil(periodEnd);
    const view = showPage(
      before,
      changingOn(
        'POST /api/payments/subscription/cancel',
        before,
        cancelledAt(periodEnd),
        'Renovación cancelada',
      ),
    );
    await view.user.click(screen.getByRole('button', { name: 'Cancelar renovación' }));
    const dialog = await screen.findByRole('dialog', { name: es.billing.cancelConfirmTitle });
    const promised = dialog.textContent ?? '';
    await view.user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar renovación' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    return { promised, card: within(view.card()) };
  }

  it('the confirmation promises the day the page names after cancelling, not the renewal’s extra day', async () => {
    const { promised, card } = await cancelThrough('2027-12-01T10:00:00.000Z');
    expect(promised).toContain(es.billing.cancelConfirmText('1 dic 2027'));
    expect(card.getByText('Finaliza el 1 dic 2027')).toBeInTheDocument();
    expect(screen.getByText(es.billing.cancelled('1 dic 2027'))).toBeInTheDocument();
  });

  it('a period ending late in the evening (UTC) is Spain’s next day, in the dialog and on the page', async () => {
    // 23:30 UTC on 29 November is 00:30 on the 30th in Madrid.
    const { promised, card } = await cancelThrough('2027-11-29T23:30:00.000Z');
    expect(promised).toContain(es.billing.cancelConfirmText('30 nov 2027'));
    expect(card.getByText('Finaliza el 30 nov 2027')).toBeInTheDocument();
    expect(card.queryByText(/29 nov 2027/)).not.toBeInTheDocument();
  });
});

describe('Mi Suscripción › billing portal', () => {
  const stubAssign = () => vi.spyOn(window.location, 'assign').mockImplementation(() => {});

  it('"Gestionar pago y facturas" asks for a portal session and goes there, busy meanwhile', async () => {
    const assign = stubAssign();
    let answer: (value: { body: unknown }) => void = () => {};
    const portal = new Promise<{ body: unknown }>((resolve) => {
      answer = resolve;
    });
    const user = userWith(renewing);
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const route = `${request.method} ${new URL(request.url).pathname}`;
      calls.push(route);
      const found =
        route === 'POST /api/payments/portal-session'
          ? await portal
          : route === 'GET /api/users/me'
            ? me(user)
            : { body: { success: false, message: 'not found' } };
      return new Response(JSON.stringify(found.body), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const view = renderApp(<SubscriptionPage />, { path: '/panel/suscripcion', user });

    const button = screen.getByRole('button', { name: 'Gestionar pago y facturas' });
    await view.user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar renovación' })).toBeDisabled();

    answer({ body: { success: true, url: 'http://localhost:3000/dev/portal/cus_1' } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/dev/portal/cus_1'));
    expect(calls).toContain('POST /api/payments/portal-session');
  });

  it('"Actualizar tarjeta" in the pending notice opens the portal too', async () => {
    const assign = stubAssign();
    const { user } = showPage(pending, {
      'POST /api/payments/portal-session': {
        body: { success: true, url: 'https://billing.stripe.com/p/session/abc' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Actualizar tarjeta' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/abc'));
  });

  it('a portal that cannot be opened says so and the button works again', async () => {
    const assign = stubAssign();
    const { user, card } = showPage(renewing, {
      'POST /api/payments/portal-session': { status: 502, body: { success: false, message: 'x' } },
    });
    const button = screen.getByRole('button', { name: 'Gestionar pago y facturas' });
    await user.click(button);
    expect(await within(card()).findByText(es.billing.portalFailed)).toBeInTheDocument();
    expect(screen.getByText(es.billing.portalFailed).closest('[role="alert"]')).not.toBeNull();
    expect(button).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('an address that is not http(s) is not followed', async () => {
    const assign = stubAssign();
    const { user } = showPage(renewing, {
      'POST /api/payments/portal-session': { body: { success: true, url: 'javascript:alert(1)' } },
    });
    await user.click(screen.getByRole('button', { name: 'Gestionar pago y facturas' }));
    expect(await screen.findByText(es.billing.portalFailed)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('Mi Suscripción › a renewal awaiting the bank’s confirmation', () => {
  const invoicePage = 'https://invoice.stripe.com/i/acct_1Sanarte/test_YWNjdF8x';
  const waiting = full({ status: 'pending', renewing: true, renewsAt: null, paymentActionUrl: invoicePage });

  it('says so, with the amount and the date access ends, and links "Confirmar el pago" to the provider’s page', () => {
    const { card } = showPage(waiting);
    const here = within(card());
    const notice = here.getByText(es.billing.actionTitle).closest('[role="alert"]');
    expect(notice).not.toBeNull();
    // The text as read: the amount's non-breaking space is a space to the reader.
    const said = es.billing.actionText(formatMoney(99, 'USD'), endText).replace(/\s+/g, ' ');
    expect(notice).toHaveTextContent(said);
    expect(here.getByRole('link', { name: es.billing.actionButton })).toHaveAttribute('href', invoicePage);
    // The card-failure notice is not shown as well.
    expect(here.queryByText(es.billing.pendingTitle)).not.toBeInTheDocument();
  });

  it('nothing to confirm once the invoice is paid', () => {
    const { card } = showPage(pending);
    const here = within(card());
    expect(here.queryByText(es.billing.actionTitle)).not.toBeInTheDocument();
    expect(here.queryByRole('link', { name: es.billing.actionButton })).not.toBeInTheDocument();
    expect(here.getByText(es.billing.pendingTitle)).toBeInTheDocument();
  });
});

describe('Mi Suscripción › a subscription ended by a refund', () => {
  it('shows «Pago reembolsado» beside its status in the history', () => {
    const refunded = full({ _id: 's-refunded', status: 'cancelled', renewing: true, refunded: true });
    const other = subscription('mini', { _id: 's-mini', status: 'expired' });
    const user = sessionUser({ activeSubscription: null, subscriptions: [refunded, other], planSlug: null });
    fakeApi({ 'GET /api/users/me': me(user) });
    renderApp(<SubscriptionPage />, { path: '/panel/suscripcion', user });
    const history = screen.getByRole('region', { name: 'Historial de suscripciones' });
    const cards = within(history).getAllByRole('article');
    expect(cards[0]).toHaveTextContent('Pago reembolsado');
    expect(cards[0]).toHaveTextContent('Cancelada');
    expect(cards[1]).not.toHaveTextContent('Pago reembolsado');
  });
});

describe('Mi Suscripción › the right of withdrawal', () => {
  const UNTIL = '2026-12-14T10:00:00.000Z';
  const offer = { body: { success: true, data: { until: UNTIL, amount: 99, currency: 'USD' } } };

  it('offers it while the server says it is open, confirms it in a dialog, and says it is done', async () => {
    let withdrawn = false;
    const { user, calls } = showPage(renewing, {
      'GET /api/users/me': () =>
        withdrawn
          ? me(sessionUser({ activeSubscription: null, subscriptions: [], planSlug: null }))
          : me(userWith(renewing)),
      'GET /api/payments/withdrawal': offer,
      'POST /api/payments/withdraw': () => {
        withdrawn = true;
        return {
          body: {
            success: true,
            data: { _id: 'p', status: 'refunded', refundedAmount: 99, currency: 'USD' },
          },
        };
      },
    });
    const section = await screen.findByRole('region', { name: es.billing.withdrawTitle });
    const amount = formatMoney(99, 'USD');
    const flat = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');
    expect(flat(section.textContent)).toContain(flat(es.billing.withdrawText(formatDate(UNTIL), amount)));

    await user.click(within(section).getByRole('button', { name: es.billing.withdrawButton }));
    const dialog = await screen.findByRole('dialog', { name: es.billing.withdrawConfirmTitle });
    expect(flat(dialog.textContent)).toContain(flat(es.billing.withdrawConfirmText(amount)));
    // The safe choice comes first and keeps everything as it was.
    await user.click(within(dialog).getByRole('button', { name: es.billing.withdrawKeep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.route === 'POST /api/payments/withdraw')).toBe(false);

    await user.click(within(section).getByRole('button', { name: es.billing.withdrawButton }));
    const again = await screen.findByRole('dialog', { name: es.billing.withdrawConfirmTitle });
    await user.click(within(again).getByRole('button', { name: es.billing.withdrawConfirm }));
    expect(await screen.findByText(es.billing.withdrawn)).toBeInTheDocument();
    expect(calls.filter((c) => c.route === 'POST /api/payments/withdraw')).toHaveLength(1);
    expect(await screen.findByText(es.panel.noActiveSubscription)).toBeInTheDocument();
  });

  it('is not offered when the server says it is closed', async () => {
    showPage(renewing, { 'GET /api/payments/withdrawal': { body: { success: true, data: null } } });
    expect(await screen.findByRole('article', { name: 'Plan Full' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: es.billing.withdrawTitle })).toBeNull());
  });
});
