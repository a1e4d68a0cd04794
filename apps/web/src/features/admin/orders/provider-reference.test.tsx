import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openPaymentDetails, showOrderList } from '../../../test/admin-orders';
import { paymentRecord } from '../../../test/payment-records';
import { fakeApi } from '../../../test/render';
import type { PaymentRecord } from '../api/payments';

/** A PayPal payment: the reference is PayPal's sale id. */
const viaPaypal: PaymentRecord = paymentRecord({
  _id: 'pay-paypal',
  provider: 'paypal',
  providerReference: '8MC585209K746392H',
});
const beforeCheckout: PaymentRecord = paymentRecord({
  _id: 'pay-new',
  status: 'intent_created',
  providerReference: null,
});

// The details dialog asks for the customer's listening since the payment: no answer here.
beforeEach(() => {
  fakeApi();
});

describe('Órdenes › the payment’s id at its provider', () => {
  it('shows «ID en el proveedor» next to the provider, in monospace and broken anywhere', async () => {
    const { dialog } = await openPaymentDetails(viaPaypal);
    const provider = within(dialog).getByText('Proveedor').parentElement;
    const reference = within(dialog).getByText('ID en el proveedor').parentElement;
    expect(provider?.nextElementSibling).toBe(reference);
    expect(within(dialog).getByText('Proveedor').nextElementSibling).toHaveTextContent('PayPal');
    const value = within(dialog).getByText('8MC585209K746392H');
    expect(value).toHaveClass('font-mono', 'break-all');
  });

  it('«—» when the payment has none yet', async () => {
    const { dialog } = await openPaymentDetails(beforeCheckout);
    expect(within(dialog).getByText('ID en el proveedor').nextElementSibling).toHaveTextContent('—');
  });

  it('the list stays as it is: no reference in the table or on the cards', () => {
    showOrderList([viaPaypal]);
    expect(screen.queryByText('8MC585209K746392H')).toBeNull();
    expect(screen.queryByText('ID en el proveedor')).toBeNull();
  });
});
