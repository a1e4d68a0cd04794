import { formatDateTime } from '@sanarte/shared';
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openPaymentDetails, showOrderList } from '../../../test/admin-orders';
import { paymentRecord } from '../../../test/payment-records';
import { fakeApi } from '../../../test/render';
import type { PaymentRecord } from '../api/payments';

const OPENED = '2026-12-03T09:30:00.000Z';
const disputed: PaymentRecord = paymentRecord({
  _id: 'pay-disputed',
  dispute: { status: 'needs_response', reason: 'fraudulent', amount: 99, currency: 'USD', createdAt: OPENED },
});
const quiet: PaymentRecord = { ...disputed, _id: 'pay-quiet', dispute: null };

// The details dialog asks for the customer's listening since the payment: no answer here.
beforeEach(() => {
  fakeApi();
});

describe('Órdenes › a disputed payment', () => {
  it('is marked «En disputa» in the list, and only that one', () => {
    const { rows } = showOrderList([disputed, quiet]);
    expect(rows[0]).toHaveTextContent('En disputa');
    expect(rows[1]).not.toHaveTextContent('En disputa');
  });

  it('shows the dispute in the payment’s details: status, reason, amount and when it was opened, in Spanish', async () => {
    const { dialog } = await openPaymentDetails(disputed);
    const section = within(dialog).getByRole('region', { name: 'Disputa del cargo' });
    const value = (term: string) => within(section).getByText(term).nextElementSibling;
    expect(value('Estado de la disputa')).toHaveTextContent('Requiere respuesta');
    expect(value('Motivo')).toHaveTextContent('Fraude');
    expect(value('Importe disputado')?.textContent?.replace(/\s+/g, ' ')).toBe('99,00 US$');
    expect(value('Abierta el')).toHaveTextContent(formatDateTime(OPENED).replace(/\s+/g, ' '));
  });

  it('a payment without a dispute shows none', async () => {
    const { dialog } = await openPaymentDetails(quiet);
    expect(within(dialog).queryByRole('region', { name: 'Disputa del cargo' })).not.toBeInTheDocument();
  });
});
