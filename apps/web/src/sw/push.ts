/**
 * What the service worker shows when a push message arrives (the practice reminder sent as a
 * notification, modules/users/reminders.service.ts on the server), and where a click on it leads.
 * Kept apart from sw.ts so it can be tested: the worker only wires these to its events.
 */

/** A notification as the server sends it. */
export interface PushNotice {
  title: string;
  body: string;
  /** The app's path the notification opens. */
  url: string;
  tag: string;
}

const FALLBACK: PushNotice = { title: 'Sanarte', body: '', url: '/panel', tag: 'sanarte' };
const ICON = '/icons/icon-192.png';

const text = (v: unknown, max: number) => (typeof v === 'string' && v.length > 0 ? v.slice(0, max) : null);

/** The message's notice: its fields when they are text, the app's defaults otherwise. */
export function noticeOf(data: unknown): PushNotice {
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return {
    title: text(d.title, 120) ?? FALLBACK.title,
    body: text(d.body, 400) ?? FALLBACK.body,
    url: text(d.url, 500) ?? FALLBACK.url,
    tag: text(d.tag, 60) ?? FALLBACK.tag,
  };
}

/** A notice's address in the app: a path of this origin, never another site (the panel otherwise). */
export function appUrl(url: string, origin: string): string {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : FALLBACK.url;
  } catch {
    return FALLBACK.url;
  }
}

/** The options of `showNotification` for a notice (Spanish, the app's icon, its address kept). */
export function notificationOptions(notice: PushNotice, origin: string): NotificationOptions {
  return {
    body: notice.body,
    tag: notice.tag,
    icon: ICON,
    badge: ICON,
    lang: 'es',
    data: { url: appUrl(notice.url, origin) },
  };
}

/** A push message's JSON, or null (no payload, or not JSON). */
export function readPayload(data: { json(): unknown } | null | undefined): unknown {
  try {
    return data ? data.json() : null;
  } catch {
    return null;
  }
}
