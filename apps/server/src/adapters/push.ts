import type { Agent } from 'node:https';
import webpush from 'web-push';

/** A browser that allowed our notifications: its push service's address and its keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What a push service answered: taken ('delivered'); the browser is unknown to it now ('gone':
 * 404 or 410, the subscription is to be forgotten); or anything else ('failed': try later).
 */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

/** Sends Web Push messages (RFC 8030), encrypted for the browser (RFC 8291), signed with VAPID (RFC 8292). */
export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey: string;
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** How long a push service keeps a message for a browser that is offline: a reminder is for today. */
const TIME_TO_LIVE_S = 4 * 3600;

/**
 * The `web-push` library's sender. `agent` is the https agent the requests go through (a test's
 * local push service presents a certificate its own authority signed).
 */
export function webPushSender(options: {
  publicKey: string;
  privateKey: string;
  subject: string;
  agent?: Agent;
  timeoutMs?: number;
}): PushSender {
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.publicKey,
    privateKey: options.privateKey,
  };
  return {
    publicKey: options.publicKey,
    async send(target, payload) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails,
            TTL: TIME_TO_LIVE_S,
            urgency: 'normal',
            timeout: options.timeoutMs ?? 10_000,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        return 'delivered';
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        return status === 404 || status === 410 ? 'gone' : 'failed';
      }
    },
  };
}
