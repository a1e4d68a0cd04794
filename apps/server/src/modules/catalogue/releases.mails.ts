import { APP_ROUTES, es, fill } from '@sanarte/shared';
import type { MailMessage } from '../mail/mail.service.js';

const n = es.notifications;

/** The announcement of a released audio to one listener who can play it, with its way out. */
export function releaseMail(
  to: { email: string; name: string },
  audio: { title: string; themeName: string },
  links: { pageUrl: string; oneClickUrl: string },
  publicUrl: string,
): MailMessage {
  return {
    to: to.email,
    kind: 'release',
    subject: fill(n.releaseSubject, { title: audio.title }),
    paragraphs: [
      fill(n.releaseGreeting, { name: to.name }),
      fill(n.releaseBody, { title: audio.title, theme: audio.themeName }),
    ],
    action: { label: n.releaseAction, url: `${publicUrl}${APP_ROUTES.panelLibrary}` },
    unsubscribe: { ...links, footer: n.releaseFooter },
  };
}
