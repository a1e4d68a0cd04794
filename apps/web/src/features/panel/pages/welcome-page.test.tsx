import { es, formatDate } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp, sessionUser, subscription } from '../../../test/render';
import { WelcomePage } from './welcome-page';

const GRACE_END = '2027-03-08T10:00:00.000Z';
const full = { _id: 'p-full', slug: 'full', name: 'Full', price: 99, currency: 'EUR', durationDays: 365 };

const member = (patch: Parameters<typeof subscription>[1]) => {
  const active = subscription('full', { plan: full, renewing: true, ...patch });
  return sessionUser({ role: 'subscriber', activeSubscription: active, subscriptions: [active] });
};

describe('the panel’s welcome page', () => {
  it('says a renewal could not be charged while access runs on grace days, until when, and where to fix it', async () => {
    fakeApi();
    renderApp(<WelcomePage />, { user: member({ status: 'pending', endDate: GRACE_END }), path: '/panel' });
    const notice = within(await screen.findByRole('region', { name: es.billing.pendingTitle }));
    expect(notice.getByText(es.billing.pendingUntil(formatDate(GRACE_END)))).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Ir a Mi Suscripción' })).toHaveAttribute(
      'href',
      '/panel/suscripcion',
    );
  });

  it('when the bank asks to confirm the renewal’s charge: the amount, until when, and the bank’s page', async () => {
    fakeApi();
    const bank = 'https://invoice.example.com/i/123';
    renderApp(<WelcomePage />, {
      user: member({ status: 'pending', endDate: GRACE_END, paymentActionUrl: bank }),
      path: '/panel',
    });
    const notice = within(await screen.findByRole('region', { name: es.billing.actionTitle }));
    expect(
      notice.getByText(/Tu banco necesita que confirmes el pago de .*99.* antes del/),
    ).toBeInTheDocument();
    expect(notice.getByRole('link', { name: es.billing.actionButton })).toHaveAttribute('href', bank);
  });

  it('says nothing of payments while the subscription renews as it should', async () => {
    fakeApi();
    renderApp(<WelcomePage />, {
      user: member({ status: 'active', renewsAt: '2027-11-01T10:00:00.000Z' }),
      path: '/panel',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: es.billing.pendingTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: es.billing.actionTitle })).not.toBeInTheDocument();
  });
});
