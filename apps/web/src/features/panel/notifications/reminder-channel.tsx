import { type ReminderChannel as Channel, REMINDER_CHANNELS, es } from '@sanarte/shared';
import { useId, useState } from 'react';
import { AlertRegion } from '../../../components/ui/alert-region';
import { errorMessage } from '../../../lib/api';
import { PushRefused, pushSupported, subscribeThisDevice, unsubscribeThisDevice } from '../../../lib/push';
import {
  useAddPushDeviceMutation,
  usePushKeyQuery,
  useRemovePushDeviceMutation,
  useUpdateNotificationSettingsMutation,
} from './api';

const copy = es.notifications;
const LABELS: Record<Channel, string> = { email: copy.reminderChannelEmail, push: copy.reminderChannelPush };

/**
 * «Cómo quieres recibirlo»: the practice reminder by e-mail, or as a notification on this device
 * (Web Push), offered where the browser can show them and the server sends them. Choosing the
 * notification asks the browser's permission (from the click itself), subscribes this browser,
 * has the server keep it, then saves the choice; choosing e-mail saves it and unsubscribes this
 * browser. A refusal or a failure leaves the choice as it was, and says so.
 */
export function ReminderChannel({ channel }: { channel: Channel }) {
  const id = useId();
  const supported = pushSupported();
  const key = usePushKeyQuery(undefined, { skip: !supported });
  const [update] = useUpdateNotificationSettingsMutation();
  const [addDevice] = useAddPushDeviceMutation();
  const [removeDevice] = useRemovePushDeviceMutation();
  const [pending, setPending] = useState<Channel | null>(null);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const publicKey = key.data ?? null;
  // Nothing to choose on a browser without notifications, unless they were chosen elsewhere.
  if (channel === 'email' && !(supported && publicKey)) return null;

  async function choose(next: Channel) {
    if (pending !== null || next === channel) return;
    setPending(next);
    setDone(false);
    setFailure(null);
    try {
      if (next === 'push') {
        if (!publicKey) throw new Error('no push key');
        await addDevice(await subscribeThisDevice(publicKey)).unwrap();
        await update({ reminderChannel: 'push' }).unwrap();
      } else {
        await update({ reminderChannel: 'email' }).unwrap();
        // The e-mail is chosen: this browser stops showing them (the server forgets it too).
        const endpoint = await unsubscribeThisDevice().catch(() => null);
        if (endpoint)
          await removeDevice({ endpoint })
            .unwrap()
            .catch(() => undefined);
      }
      setDone(true);
    } catch (err) {
      setFailure(err instanceof PushRefused ? copy.pushDenied : errorMessage(err, copy.pushFailed));
    } finally {
      setPending(null);
    }
  }

  const shown = pending ?? channel;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-semibold text-night-900">{copy.reminderChannelLegend}</legend>
      {REMINDER_CHANNELS.map((option) => {
        const unavailable = option === 'push' && !(supported && publicKey);
        return (
          <label
            key={option}
            className={`flex min-h-11 items-center gap-3 rounded-2xl px-3.5 ring-1 ring-inset ${
              shown === option ? 'bg-lavender-50 ring-night-700/50' : 'ring-night-700/20'
            } ${unavailable ? 'opacity-60' : 'cursor-pointer hover:bg-night-900/5'}`}
          >
            <input
              type="radio"
              name={`${id}-channel`}
              value={option}
              checked={shown === option}
              disabled={pending !== null || (unavailable && shown !== option)}
              onChange={() => void choose(option)}
              className="size-5 shrink-0 cursor-pointer accent-night-600"
            />
            <span className="text-sm font-semibold text-night-900">{LABELS[option]}</span>
          </label>
        );
      })}
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {copy.reminderChannelPushHint}
      </p>
      {/* Always in the page, so each new text is announced. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a live notice, not the result of a form (<output>) */}
      <p role="status" className="min-h-5 text-sm font-semibold text-[#1f6b4a]">
        {pending === 'push' ? (
          <span className="text-ink-soft">{copy.pushEnabling}</span>
        ) : pending === 'email' ? (
          <span className="text-ink-soft">{copy.saving}</span>
        ) : done ? (
          copy.saved
        ) : (
          ''
        )}
      </p>
      <AlertRegion message={failure} />
    </fieldset>
  );
}
