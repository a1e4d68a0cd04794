import { NOTIFICATION_KINDS, type NotificationKind } from '@sanarte/shared';
import { deriveKey, hmac, safeEqual } from '../../lib/crypto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The unsubscribe links of the e-mails a listener may stop: a token naming the account and the
 * kind of e-mail, signed with a key of its own (HMAC-SHA-256), so the link works from any device
 * without signing in and nobody can make one for another account. It never expires: an e-mail
 * read a year later still stops what it announces.
 */
export function unsubscribeLinks(appSecret: string, publicUrl: string) {
  const key = deriveKey(appSecret, 'unsubscribe');
  const token = (userId: string, kind: NotificationKind) => {
    const body = `${userId}.${kind}`;
    return `${body}.${hmac(key, body)}`;
  };
  return {
    /** The account and kind a token names, when it is one of ours; null otherwise. */
    read(value: string): { userId: string; kind: NotificationKind } | null {
      const [userId = '', kind = '', signature = '', ...rest] = value.split('.');
      if (rest.length > 0 || !UUID.test(userId)) return null;
      if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
      if (!safeEqual(signature, hmac(key, `${userId}.${kind}`))) return null;
      return { userId, kind: kind as NotificationKind };
    },
    /**
     * Where an e-mail of `kind` to this account is stopped: the page its foot links to, and the
     * address its List-Unsubscribe header gives mail clients (a POST there stops it at once).
     */
    of(userId: string, kind: NotificationKind) {
      const t = encodeURIComponent(token(userId, kind));
      return {
        pageUrl: `${publicUrl}/correo/baja?t=${t}`,
        oneClickUrl: `${publicUrl}/api/notifications/unsubscribe?t=${t}`,
      };
    },
  };
}
export type UnsubscribeLinks = ReturnType<typeof unsubscribeLinks>;
