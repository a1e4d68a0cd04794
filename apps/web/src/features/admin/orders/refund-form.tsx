import { type PaymentRecord, es, formatMoney, refundPaymentSchema } from '@sanarte/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useRefundPaymentMutation } from '../api/payments';
import { FigureField, NoteField, RadioOption, SaveFailure } from '../components/form-fields';
import { ordersCopy as copy } from './content';

type Errors = { amount?: string | undefined; note?: string | undefined; form?: string | undefined };

/** '12,50' or '12.50' as 12.5; anything else is NaN and refused by the shared schema. */
const amountOf = (text: string) => Number(text.trim().replace(',', '.'));

/**
 * 'Reembolsar el pago' (admin): all that is left of a completed payment, or a part of it, with a
 * reason kept on the order. The server checks it again and makes it at the payment provider.
 */
export function RefundForm({ record, onDone }: { record: PaymentRecord; onDone: () => void }) {
  const [refund, { isLoading }] = useRefundPaymentMutation();
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const headingId = useId();
  const left = Math.round((record.amount - record.refundedAmount) * 100) / 100;
  const money = (n: number) => formatMoney(n, record.currency || 'USD');

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = refundPaymentSchema.safeParse({
      ...(mode === 'partial' ? { amount: amountOf(amount) } : {}),
      note,
    });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setErrors({
        amount: issues.find((i) => i.path[0] === 'amount')?.message,
        note: issues.find((i) => i.path[0] === 'note')?.message,
      });
      return;
    }
    setErrors({});
    try {
      await refund({ id: record._id, body: parsed.data }).unwrap();
      onDone();
    } catch (err) {
      setErrors({ form: errorMessage(err, es.admin.refundFailed) });
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl bg-lavender-50 p-4 ring-1 ring-inset ring-night-700/10"
    >
      <h3 id={headingId} className="font-display text-lg font-semibold text-night-900">
        {es.admin.refundTitle}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">{es.admin.refundEndsAccess}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-night-900">{es.admin.refundAmountLabel}</legend>
          <RadioOption
            name={`${headingId}-mode`}
            checked={mode === 'full'}
            onChange={() => setMode('full')}
            label={`${es.admin.refundFull} (${money(left)})`}
          />
          <RadioOption
            name={`${headingId}-mode`}
            checked={mode === 'partial'}
            onChange={() => setMode('partial')}
            label={es.admin.refundPartial}
          />
        </fieldset>
        {mode === 'partial' && (
          <FigureField
            label={es.admin.refundAmountLabel}
            hint={copy.refund.amountHint}
            required
            error={errors.amount}
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            autoComplete="off"
            className="max-w-40"
          />
        )}
        <NoteField label={es.admin.refundNoteLabel} error={errors.note} value={note} onChange={setNote} />
        <SaveFailure message={errors.form} />
        <div>
          <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
            {es.admin.refundSubmit}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The confirmation that stays once the refund is made (the record then shows its new status). */
export function RefundDone() {
  return (
    <output className="mt-6 block rounded-2xl bg-sky-100 px-4 py-3 font-medium text-night-900">
      {es.admin.refundDone}
    </output>
  );
}
