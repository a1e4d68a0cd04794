import { es, formatDate, formatMoney } from '@sanarte/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { refreshCurrentUser } from '../../auth';
import { useWithdrawMutation, useWithdrawalQuery } from '../api';
import { useThunkDispatch } from '../hooks';
import { KeepFirstDialog } from './keep-first-dialog';

/**
 * «Desistir de la compra»: shown while the listener may still withdraw from their purchase (the
 * server decides: within 14 days of paying, nothing opened since). One step, confirmed in a
 * dialog whose first button keeps the plan; the money comes back and the plan ends at once.
 */
export function WithdrawalOffer() {
  const { data: open } = useWithdrawalQuery();
  const [withdraw, { isLoading }] = useWithdrawMutation();
  const dispatch = useThunkDispatch();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (done)
    return (
      <output className="block rounded-3xl bg-sky-100 p-6 font-medium text-night-900">
        {es.billing.withdrawn}
      </output>
    );
  if (!open) return null;
  const amount = formatMoney(open.amount, open.currency);

  const confirm = async () => {
    setError(null);
    try {
      await withdraw().unwrap();
      setConfirming(false);
      setDone(true);
      void dispatch(refreshCurrentUser());
    } catch (err) {
      setError(errorMessage(err, es.errors.internal));
    }
  };

  return (
    <section
      aria-labelledby="withdrawal"
      className="flex flex-col items-start gap-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night-700/10 sm:p-8"
    >
      <h2 id="withdrawal" className="font-display text-xl font-semibold text-night-900">
        {es.billing.withdrawTitle}
      </h2>
      <p className="text-ink-soft">{es.billing.withdrawText(formatDate(open.until), amount)}</p>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        {es.billing.withdrawButton}
      </Button>
      <KeepFirstDialog
        open={confirming}
        onOpenChange={(next) => !isLoading && setConfirming(next)}
        busy={isLoading}
        title={es.billing.withdrawConfirmTitle}
        description={es.billing.withdrawConfirmText(amount)}
        error={error}
        keepLabel={es.billing.withdrawKeep}
        confirmLabel={es.billing.withdrawConfirm}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
