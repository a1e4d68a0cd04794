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
import type { RateLimits } from '../../lib/rate-limits.js';
import { answering, read, routes, write } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { PromotionsService } from './promotions.service.js';

export interface PromotionsRoutesDeps {
  promotions: PromotionsService;
  payments: Pick<PaymentsService, 'quotePromotion'>;
  rateLimits: RateLimits;
}

/** Promotion codes: staff's list and changes; anyone's check of a code against a plan. */
export const promotionsRoutes = routes(async (app, deps: PromotionsRoutesDeps) => {
  const { promotions, payments } = deps;
  const { auth, writes } = deps.rateLimits;
  app.get(
    '/api/promotion-codes',
    read('staff', 'List promotion codes with their uses and revenue (staff)', promotionCodesAnswer),
    async () => ({ success: true as const, data: await promotions.list() }),
  );

  app.post(
    '/api/promotion-codes',
    write('admin', writes, 'Create a promotion code (admin)', promotionCodeAnswer, {
      body: createPromotionCodeSchema,
    }),
    async (req) => {
      const a = await guards.admin(req);
      const data = await promotions.create(req.body, a.user.id);
      return { success: true as const, message: es.promotions.created.replace('{code}', data.code), data };
    },
  );

  app.put(
    '/api/promotion-codes/:id',
    write('admin', writes, 'Switch a promotion code off or on (admin)', promotionCodeAnswer, {
      params: idParam,
      body: updatePromotionCodeSchema,
    }),
    async (req) => ({
      success: true as const,
      data: await promotions.setActive(req.params.id, req.body.isActive),
    }),
  );

  app.get(
    '/api/promotion-codes/:id/redemptions',
    read('staff', 'The purchases made with a promotion code (staff)', promotionRedemptionsAnswer, {
      params: idParam,
    }),
    async (req) => ({ success: true as const, data: await promotions.redemptions(req.params.id) }),
  );

  app.post(
    '/api/promotion-codes/check',
    answering(
      { rateLimit: auth },
      {
        summary: 'Which plans a promotion code applies to, and what it takes off',
        body: checkPromotionCodeSchema,
      },
      promotionCheckAnswer,
    ),
    async (req) => {
      const a = await req.auth();
      const data = await payments.quotePromotion(a?.user.id ?? null, req.body.code, req.body.planIds);
      return { success: true as const, data };
    },
  );
});
