import { es } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentRecord } from '../../../test/payment-records';
import { fakeApi, renderApp, sessionUser } from '../../../test/render';
import type { PaymentRecord } from '../api/payments';
import { OrderList } from './order-list';
import { PaymentDetailDialog } from './payment-detail-dialog';

const record = (id: string, user: PaymentRecord['user']): PaymentRecord => paymentRecord({ _id: id, user });

const GONE = record('pay-gone', { name: '', lastName: '', email: '', deleted: true });
const LIVE = record('pay-live', {
  name: 'Ana',
  lastName: 'Prueba',
  email: 'ana@example.com',
  deleted: false,
});
const admin = sessionUser({ role: 'admin', name: 'Ada' });

// The details dialog asks for the customer's listening since the payment: no answer here.
beforeEach(() => {
  fakeApi();
});

describe('Órdenes › a payment of a deleted account', () => {
  it('names the customer «Cuenta eliminada» in the table and on the cards', () => {
    renderApp(<OrderList records={[GONE, LIVE]} busy={false} onDetail={() => {}} />, { user: admin });
    const table = screen.getByRole('table', { name: 'Logs de órdenes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(es.privacy.deletedAccount);
    expect(rows[1]).toHaveTextContent('Ana Prueba');
    expect(rows[1]).not.toHaveTextContent(es.privacy.deletedAccount);
    expect(
      within(rows[0] as HTMLElement).getByRole('button', {
        name: `${es.admin.ordersViewDetails} de la orden de ${es.privacy.deletedAccount}`,
      }),
    ).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Logs de órdenes' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent(es.privacy.deletedAccount);
  });

  it('says so in the payment’s details', async () => {
    renderApp(<PaymentDetailDialog record={GONE} onOpenChange={() => {}} />, { user: admin });
    const dialog = await screen.findByRole('dialog', { name: es.admin.paymentDetails });
    expect(within(dialog).getByText('Usuario').nextElementSibling).toHaveTextContent(
      es.privacy.deletedAccount,
    );
    expect(within(dialog).getByText('Correo electrónico').nextElementSibling).toHaveTextContent('—');
  });
});
