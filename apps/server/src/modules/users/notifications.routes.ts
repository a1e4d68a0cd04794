import {
  notificationSettingsAnswer,
  notificationSettingsInput,
  unsubscribeAnswer,
  unsubscribeQuery,
} from '@sanarte/shared';
import { acceptForms } from '../../lib/forms.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import { routes, userRead } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import type { NotificationsService } from './notifications.service.js';

export interface NotificationsRoutesDeps {
  notifications: NotificationsService;
  rateLimits: RateLimits;
}

/** Configuración → Avisos, and the unsubscribe link of the e-mails a listener may stop. */
export const notificationsRoutes = routes(async (app, deps: NotificationsRoutesDeps) => {
  const { notifications, rateLimits } = deps;
  app.get(
    '/api/users/me/notifications',
    userRead('Get the e-mails the listener chose to receive', notificationSettingsAnswer),
    async (req) => {
      const a = await guards.user(req);
      return { success: true as const, data: await notifications.settings(a.user.id) };
    },
  );
  app.put(
    '/api/users/me/notifications',
    {
      config: { access: 'user', rateLimit: rateLimits.writes },
      schema: {
        summary: 'Choose the e-mails the listener receives',
        body: notificationSettingsInput,
        response: responses({ 200: notificationSettingsAnswer }),
      },
    },
    async (req) => {
      const a = await guards.user(req);
      return { success: true as const, data: await notifications.update(a.user.id, req.body) };
    },
  );

  // A mail client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a
  // form, from no page of ours and with no cookie: the signed token is the whole proof.
  acceptForms(app);
  app.post(
    '/api/notifications/unsubscribe',
    {
      config: { xsrf: 'none', clientHeaders: false, rateLimit: rateLimits.writes },
      schema: {
        summary: 'Stop a kind of e-mail from its signed unsubscribe link (one click)',
        querystring: unsubscribeQuery,
        response: responses({ 200: unsubscribeAnswer }),
      },
    },
    async (req) => ({ success: true as const, data: await notifications.unsubscribe(req.query.t) }),
  );
});
