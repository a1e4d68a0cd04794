import { es } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import type { PaymentRecord } from '../features/admin/api/payments';
import { OrderList } from '../features/admin/orders/order-list';
import { PaymentDetailDialog } from '../features/admin/orders/payment-detail-dialog';
import { renderApp, sessionUser } from './render';

/**
 * Órdenes as its tests open it: the list of payments and a payment's details, seen by Ada, an
 * admin, unless another user is given. The caller fakes the API (the details ask for the
 * customer's listening since the payment).
 */

export const ordersAdmin = sessionUser({ role: 'admin', name: 'Ada' });

/** The list of `records`: the rows of its table (under the header) and its cards (below 1280 px). */
export function showOrderList(records: PaymentRecord[]) {
  renderApp(<OrderList records={records} busy={false} onDetail={() => {}} />, { user: ordersAdmin });
  const rows = within(screen.getByRole('table', { name: 'Logs de órdenes' }))
    .getAllByRole('row')
    .slice(1);
  const cards = () => within(screen.getByRole('list', { name: 'Logs de órdenes' })).getAllByRole('listitem');
  return { rows, cards };
}

/** «Detalles del Pago» of `record`, once open. */
export async function openPaymentDetails(record: PaymentRecord, user = ordersAdmin) {
  const view = renderApp(<PaymentDetailDialog record={record} onOpenChange={() => {}} />, { user });
  return { ...view, dialog: await screen.findByRole('dialog', { name: es.admin.paymentDetails }) };
}
