import { type PushSubscriptionInput, es } from '@sanarte/shared';
import type { PushSender } from '../../adapters/push.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { PushRepository } from './push.repository.js';

/** Browsers one account may keep notifications on. */
export const MAX_PUSH_DEVICES = 10;

/** A notification as the service worker shows it (src/sw/push.ts of the web app). */
export interface PushMessage {
  title: string;
  body: string;
  /** The app's path the notification opens. */
  url: string;
  /** Notifications of one tag replace each other on the device. */
  tag: string;
}

/**
 * What a delivery came to: at least one device took it; none took it but one may later
 * ('failed'); or no device can take it ('none': none subscribed, or every one forgotten).
 */
export type DeliveryOutcome = 'delivered' | 'failed' | 'none';

const n = es.notifications;

/**
 * Web Push: the browsers a listener allowed to show notifications, and delivery to them. The
 * server only ever sends to the push services of the configuration (PUSH_SERVICES, the browsers'
 * own by default): a subscription naming any other host is refused when saved and skipped when
 * sent, so an account cannot make the server post to an address of its choosing.
 */
export function pushService(deps: { repo: PushRepository; sender: PushSender | null; services: string[] }) {
  const { repo, sender } = deps;

  function allowed(endpoint: string): boolean {
    let host: string;
    try {
      const url = new URL(endpoint);
      if (url.protocol !== 'https:') return false;
      host = url.hostname.toLowerCase();
    } catch {
      return false;
    }
    return deps.services.some((s) => host === s || host.endsWith(`.${s}`));
  }

  return {
    /** The VAPID public key browsers subscribe with; null when this deployment sends no push. */
    publicKey: (): string | null => sender?.publicKey ?? null,

    async subscribe(userId: string, input: PushSubscriptionInput) {
      if (!sender) throw notFound();
      if (!allowed(input.endpoint)) throw badRequest(n.pushSubscriptionInvalid);
      const known = await repo.hasEndpoint(userId, input.endpoint);
      if (!known && (await repo.countOf(userId)) >= MAX_PUSH_DEVICES) throw conflict(n.pushTooManyDevices);
      await repo.save(userId, { endpoint: input.endpoint, ...input.keys });
    },

    unsubscribe: (userId: string, endpoint: string) => repo.remove(userId, endpoint),

    /** How many devices of the account show notifications. */
    devices: (userId: string) => repo.countOf(userId),
    hasDevices: async (userId: string) => (await repo.countOf(userId)) > 0,

    /** Sends `message` to every device of the account; forgets those the push service no longer knows. */
    async deliver(userId: string, message: PushMessage): Promise<DeliveryOutcome> {
      if (!sender) return 'none';
      const payload = JSON.stringify(message);
      let delivered = 0;
      let failed = 0;
      for (const target of await repo.of(userId)) {
        const outcome = allowed(target.endpoint) ? await sender.send(target, payload) : 'gone';
        if (outcome === 'gone') await repo.forget(target.endpoint);
        else if (outcome === 'delivered') delivered += 1;
        else failed += 1;
      }
      return delivered > 0 ? 'delivered' : failed > 0 ? 'failed' : 'none';
    },

    /** The account's devices as its data export lists them: when each was added, and its push service. */
    async devicesOf(userId: string) {
      return (await repo.of(userId)).map((d) => ({
        pushService: new URL(d.endpoint).hostname,
        addedAt: d.createdAt.toISOString(),
      }));
    },
  };
}
export type PushService = ReturnType<typeof pushService>;
