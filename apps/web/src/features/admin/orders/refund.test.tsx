import { es } from '@sanarte/shared';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPaymentDetails, showOrderList } from '../../../test/admin-orders';
import { paymentRecord } from '../../../test/payment-records';
import { fakeApi, sessionUser } from '../../../test/render';
import type { PaymentRecord } from '../api/payments';

const paid: PaymentRecord = paymentRecord();
const listening = (audios: number, seconds: number) => ({
  'GET /api/payment-records/pay-1/listening': {
    body: { success: true, data: { since: paid.createdAt, audios, seconds } },
  },
});
const crm = sessionUser({ role: 'crmUser', name: 'Carla' });

describe('Órdenes › refunds', () => {
  it('shows how much the customer listened since paying, and when nothing', async () => {
    fakeApi(listening(3, 1260));
    const { dialog } = await openPaymentDetails(paid);
    expect(await within(dialog).findByText('3 audios abiertos · 21 min escuchados')).toBeInTheDocument();
  });

  it('names the promotion code the buyer redeemed and what it took off', async () => {
    fakeApi(listening(0, 0));
    const { dialog } = await openPaymentDetails(
      paymentRecord({ amount: 49.5, promotion: { code: 'REYES', discount: 49.5 } }),
    );
    const term = within(dialog).getByText('Código promocional');
    expect(term.nextElementSibling).toHaveTextContent('REYES (−49,50 US$)');
  });

  it('an admin gives part back with a reason: the amount and the note are sent, and it is confirmed', async () => {
    const calls = fakeApi({
      ...listening(0, 0),
      'POST /api/payment-records/pay-1/refund': {
        body: {
          success: true,
          data: { _id: 'pay-1', status: 'completed', refundedAmount: 20.5, currency: 'USD' },
        },
      },
    });
    const { dialog, user } = await openPaymentDetails(paid);
    expect(await within(dialog).findByText('No ha abierto ningún audio desde el pago.')).toBeInTheDocument();
    const form = within(dialog).getByRole('region', { name: es.admin.refundTitle });
    await user.click(within(form).getByRole('radio', { name: es.admin.refundPartial }));
    await user.type(within(form).getByRole('textbox', { name: /Importe a reembolsar/ }), '20,50');
    await user.type(within(form).getByRole('textbox', { name: /Motivo/ }), 'Un audio no cargaba');
    await user.click(within(form).getByRole('button', { name: es.admin.refundSubmit }));

    expect(await within(dialog).findByText(es.admin.refundDone)).toBeInTheDocument();
    expect(
      calls.filter((c) => c.route === 'POST /api/payment-records/pay-1/refund').map((c) => c.body),
    ).toEqual([{ amount: 20.5, note: 'Un audio no cargaba' }]);
  });

  it('refuses a bad amount and a missing reason in Spanish before asking, and shows the server’s refusal', async () => {
    const calls = fakeApi({
      ...listening(0, 0),
      'POST /api/payment-records/pay-1/refund': {
        status: 422,
        body: { success: false, message: es.admin.refundTooMuch('79,00 US$') },
      },
    });
    const { dialog, user } = await openPaymentDetails(paid);
    const form = within(dialog).getByRole('region', { name: es.admin.refundTitle });
    await user.click(within(form).getByRole('radio', { name: es.admin.refundPartial }));
    await user.type(within(form).getByRole('textbox', { name: /Importe a reembolsar/ }), 'veinte');
    await user.click(within(form).getByRole('button', { name: es.admin.refundSubmit }));
    expect(within(form).getByText(es.admin.refundAmountInvalid)).toBeInTheDocument();
    expect(within(form).getByText(es.admin.refundNoteRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.route.startsWith('POST'))).toBe(false);

    const amount = within(form).getByRole('textbox', { name: /Importe a reembolsar/ });
    await user.clear(amount);
    await user.type(amount, '90');
    await user.type(within(form).getByRole('textbox', { name: /Motivo/ }), 'Demasiado');
    await user.click(within(form).getByRole('button', { name: es.admin.refundSubmit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(es.admin.refundTooMuch('79,00 US$'));
  });

  it('staff who may only read, and a payment refunded already, get no refund form', async () => {
    fakeApi(listening(0, 0));
    const first = await openPaymentDetails(paid, crm);
    expect(
      within(first.dialog).queryByRole('region', { name: es.admin.refundTitle }),
    ).not.toBeInTheDocument();
    first.unmount();
    const refunded = { ...paid, status: 'refunded', refundedAmount: 99, refundNote: 'Desistimiento' };
    const second = await openPaymentDetails(refunded);
    expect(
      within(second.dialog).queryByRole('region', { name: es.admin.refundTitle }),
    ).not.toBeInTheDocument();
    expect(within(second.dialog).getByText('Desistimiento')).toBeInTheDocument();
  });

  it('a payment given back in part reads «Reembolso parcial» in the list', () => {
    fakeApi();
    const { rows } = showOrderList([
      { ...paid, refundedAmount: 20 },
      { ...paid, _id: 'pay-2' },
    ]);
    expect(rows[0]).toHaveTextContent(es.admin.refundPartialStatus);
    expect(rows[1]).not.toHaveTextContent(es.admin.refundPartialStatus);
  });
});
