import { formatDateTime } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentRecord } from '../../../test/payment-records';
import { fakeApi, renderApp, sessionUser } from '../../../test/render';
import type { PaymentRecord } from '../api/payments';
import { OrderList } from './order-list';
import { PaymentDetailDialog } from './payment-detail-dialog';

const OPENED = '2026-12-03T09:30:00.000Z';
const disputed: PaymentRecord = paymentRecord({
  _id: 'pay-disputed',
  dispute: { status: 'needs_response', reason: 'fraudulent', amount: 99, currency: 'USD', createdAt: OPENED },
});
const quiet: PaymentRecord = { ...disputed, _id: 'pay-quiet', dispute: null };
const admin = sessionUser({ role: 'admin', name: 'Ada' });

// The details dialog asks for the customer's listening since the payment: no answer here.
beforeEach(() => {
  fakeApi();
});

describe('Órdenes › a disputed payment', () => {
  it('is marked «En disputa» in the list, and only that one', () => {
    renderApp(<OrderList records={[disputed, quiet]} busy={false} onDetail={() => {}} />, { user: admin });
    const rows = within(screen.getByRole('table', { name: 'Logs de órdenes' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('En disputa');
    expect(rows[1]).not.toHaveTextContent('En disputa');
  });

  it('shows the dispute in the payment’s details: status, reason, amount and when it was opened, in Spanish', async () => {
    renderApp(<PaymentDetailDialog record={disputed} onOpenChange={() => {}} />, { user: admin });
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del Pago' });
    const section = within(dialog).getByRole('region', { name: 'Disputa del cargo' });
    const value = (term: string) => within(section).getByText(term).nextElementSibling;
    expect(value('Estado de la disputa')).toHaveTextContent('Requiere respuesta');
    expect(value('Motivo')).toHaveTextContent('Fraude');
    expect(value('Importe disputado')?.textContent?.replace(/\s+/g, ' ')).toBe('99,00 US$');
    expect(value('Abierta el')).toHaveTextContent(formatDateTime(OPENED).replace(/\s+/g, ' '));
  });

  it('a payment without a dispute shows none', async () => {
    renderApp(<PaymentDetailDialog record={quiet} onOpenChange={() => {}} />, { user: admin });
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del Pago' });
    expect(within(dialog).queryByRole('region', { name: 'Disputa del cargo' })).not.toBeInTheDocument();
  });
});
