import {
  pushDevicesAnswer,
  pushKeyAnswer,
  pushSubscriptionInput,
  pushUnsubscribeInput,
} from '@sanarte/shared';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import { routes } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import type { PushService } from './push.service.js';

export interface PushRoutesDeps {
  push: PushService;
  rateLimits: RateLimits;
}

/** Web Push: the key browsers subscribe with, and the listener's devices that show notifications. */
export const pushRoutes = routes(async (app, { push, rateLimits }: PushRoutesDeps) => {
  const change = <B extends typeof pushSubscriptionInput | typeof pushUnsubscribeInput>(
    summary: string,
    body: B,
  ) => ({
    config: { access: 'user' as const, rateLimit: rateLimits.writes },
    schema: { summary, body, response: responses({ 200: pushDevicesAnswer }) },
  });
  app.get(
    '/api/push/key',
    {
      schema: {
        summary: 'Get the VAPID public key browsers subscribe to notifications with (null: none are sent)',
        response: responses({ 200: pushKeyAnswer }),
      },
    },
    async () => ({ success: true as const, data: { publicKey: push.publicKey() } }),
  );
  app.post(
    '/api/users/me/push-subscriptions',
    change(
      'Keep this browser’s push subscription: it may show the listener’s reminders',
      pushSubscriptionInput,
    ),
    async (req) => {
      const a = await guards.user(req);
      await push.subscribe(a.user.id, req.body);
      return { success: true as const, data: { devices: await push.devices(a.user.id) } };
    },
  );
  app.delete(
    '/api/users/me/push-subscriptions',
    change('Forget this browser’s push subscription', pushUnsubscribeInput),
    async (req) => {
      const a = await guards.user(req);
      await push.unsubscribe(a.user.id, req.body.endpoint);
      return { success: true as const, data: { devices: await push.devices(a.user.id) } };
    },
  );
});
