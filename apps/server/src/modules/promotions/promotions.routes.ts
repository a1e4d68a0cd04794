import {
  checkPromotionCodeSchema,
  createPromotionCodeSchema,
  es,
  idParam,
  promotionCheckAnswer,
  promotionCodeAnswer,
  promotionCodesAnswer,
  promotionRedemptionsAnswer,
  updatePromotionCodeSchema,
} from '@sanarte/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimits } from '../../lib/rate-limits.js';
import { answering, userRead } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { PromotionsService } from './promotions.service.js';

export interface PromotionsRoutesDeps {
  promotions: PromotionsService;
  payments: Pick<PaymentsService, 'quotePromotion'>;
  rateLimits: RateLimits;
}

/** Promotion codes: staff's list and changes; anyone's check of a code against a plan. */
export function promotionsRoutes(deps: PromotionsRoutesDeps): FastifyPluginAsyncZod {
  const { promotions } = deps;
  return async (app) => {
    app.get(
      '/api/promotion-codes',
      {
        ...userRead('List promotion codes with their uses and revenue (staff)', promotionCodesAnswer),
        config: { access: 'staff' },
      },
      async () => ({ success: true as const, data: await promotions.list() }),
    );

    app.post(
      '/api/promotion-codes',
      answering(
        { access: 'admin', rateLimit: deps.rateLimits.writes },
        { summary: 'Create a promotion code (admin)', body: createPromotionCodeSchema },
        promotionCodeAnswer,
      ),
      async (req) => {
        const a = await guards.admin(req);
        const data = await promotions.create(req.body, a.user.id);
        return { success: true as const, message: es.promotions.created.replace('{code}', data.code), data };
      },
    );

    app.put(
      '/api/promotion-codes/:id',
      answering(
        { access: 'admin', rateLimit: deps.rateLimits.writes },
        {
          summary: 'Switch a promotion code off or on (admin)',
          params: idParam,
          body: updatePromotionCodeSchema,
        },
        promotionCodeAnswer,
      ),
      async (req) => ({
        success: true as const,
        data: await promotions.setActive(req.params.id, req.body.isActive),
      }),
    );

    app.get(
      '/api/promotion-codes/:id/redemptions',
      answering(
        { access: 'staff' },
        { summary: 'The purchases made with a promotion code (staff)', params: idParam },
        promotionRedemptionsAnswer,
      ),
      async (req) => ({ success: true as const, data: await promotions.redemptions(req.params.id) }),
    );

    app.post(
      '/api/promotion-codes/check',
      answering(
        { rateLimit: deps.rateLimits.auth },
        {
          summary: 'Which plans a promotion code applies to, and what it takes off',
          body: checkPromotionCodeSchema,
        },
        promotionCheckAnswer,
      ),
      async (req) => {
        const a = await req.auth();
        const data = await deps.payments.quotePromotion(a?.user.id ?? null, req.body.code, req.body.planIds);
        return { success: true as const, data };
      },
    );
  };
}
