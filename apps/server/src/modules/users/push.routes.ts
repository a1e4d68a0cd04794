import {
  pushDevicesAnswer,
  pushKeyAnswer,
  pushSubscriptionInput,
  pushUnsubscribeInput,
} from '@sanarte/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import { guards } from '../auth/auth.plugin.js';
import type { PushService } from './push.service.js';

export interface PushRoutesDeps {
  push: PushService;
  rateLimits: RateLimits;
}

/** Web Push: the key browsers subscribe with, and the listener's devices that show notifications. */
export function pushRoutes(deps: PushRoutesDeps): FastifyPluginAsyncZod {
  const { push } = deps;
  const change = <B extends typeof pushSubscriptionInput | typeof pushUnsubscribeInput>(
    summary: string,
    body: B,
  ) => ({
    config: { access: 'user' as const, rateLimit: deps.rateLimits.writes },
    schema: { summary, body, response: responses({ 200: pushDevicesAnswer }) },
  });
  return async (app) => {
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
  };
}
