/**
 * This browser's Web Push subscription (the practice reminder as a notification): whether the
 * browser can show the app's notifications, and subscribing or unsubscribing it with the
 * server's VAPID key. The service worker shows what arrives (src/sw/push.ts).
 */
import type { PushSubscriptionInput } from '@sanarte/shared';

/** How long the service worker may take to be ready before subscribing gives up. */
const WORKER_WAIT_MS = 10_000;

/** Whether this browser can receive Web Push notifications for the app. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Why subscribing failed: the person (or the browser) refused notifications, or something else. */
export class PushRefused extends Error {}

async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('no service worker')), WORKER_WAIT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/**
 * Asks for permission (once, from the person's own click) and subscribes this browser with
 * `publicKey`; answers the subscription as the server keeps it. A subscription made with another
 * key (an older server key) is replaced.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefused(permission);
  const { pushManager } = await registration();
  const key = keyBytes(publicKey);
  let subscription = await pushManager.getSubscription();
  const current = subscription?.options.applicationServerKey;
  if (subscription && current && !sameBytes(new Uint8Array(current), key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Unsubscribes this browser; answers its address (for the server to forget), or null if it had none. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  if (!pushSupported()) return null;
  const { pushManager } = await registration();
  const subscription = await pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

function sameBytes(a: Uint8Array, b: Uint8Array) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
