import { es } from '@sanarte/shared';
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openPaymentDetails, showOrderList } from '../../../test/admin-orders';
import { paymentRecord } from '../../../test/payment-records';
import { fakeApi } from '../../../test/render';
import type { PaymentRecord } from '../api/payments';

const record = (id: string, user: PaymentRecord['user']): PaymentRecord => paymentRecord({ _id: id, user });

const GONE = record('pay-gone', { name: '', lastName: '', email: '', deleted: true });
const LIVE = record('pay-live', {
  name: 'Ana',
  lastName: 'Prueba',
  email: 'ana@example.com',
  deleted: false,
});

// The details dialog asks for the customer's listening since the payment: no answer here.
beforeEach(() => {
  fakeApi();
});

describe('Órdenes › a payment of a deleted account', () => {
  it('names the customer «Cuenta eliminada» in the table and on the cards', () => {
    const { rows, cards } = showOrderList([GONE, LIVE]);
    expect(rows[0]).toHaveTextContent(es.privacy.deletedAccount);
    expect(rows[1]).toHaveTextContent('Ana Prueba');
    expect(rows[1]).not.toHaveTextContent(es.privacy.deletedAccount);
    expect(
      within(rows[0] as HTMLElement).getByRole('button', {
        name: `${es.admin.ordersViewDetails} de la orden de ${es.privacy.deletedAccount}`,
      }),
    ).toBeInTheDocument();
    expect(cards()[0]).toHaveTextContent(es.privacy.deletedAccount);
  });

  it('says so in the payment’s details', async () => {
    const { dialog } = await openPaymentDetails(GONE);
    expect(within(dialog).getByText('Usuario').nextElementSibling).toHaveTextContent(
      es.privacy.deletedAccount,
    );
    expect(within(dialog).getByText('Correo electrónico').nextElementSibling).toHaveTextContent('—');
  });
});
