import {
  BUSINESS_TIME_ZONE,
  type CreatePromotionCodeInput,
  type PromotionCode,
  type PromotionRedemptionsAnswer,
  es,
  zonedInstant,
} from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import type { PlansService } from '../plans/plans.service.js';
import type { UsersService } from '../users/users.service.js';
import { codeStatus, presentPromotionCode } from './promotions.presenter.js';
import type { PromotionCodeRow, PromotionsRepository } from './promotions.repository.js';

/** The instant after the last moment of `day` (YYYY-MM-DD) in Spain: the next day's 00:00 there. */
function endOfBusinessDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(zonedInstant(BUSINESS_TIME_ZONE, y, m, d, 23, 59).getTime() + 60_000);
}

/** A plan as a code is checked against it. */
interface PlanForCode {
  id: string;
  currency: string;
}

/**
 * Promotion codes: staff make and switch them off; the checkout asks whether one applies to a plan
 * (`applicable`) before the payments module counts its uses in the checkout's transaction.
 */
export function promotionsService(deps: {
  repo: PromotionsRepository;
  clock: Clock;
  plans: Pick<PlansService, 'summaries'>;
  users: Pick<UsersService, 'contacts'>;
}) {
  const { repo, clock } = deps;

  async function present(rows: PromotionCodeRow[]) {
    const tallies = await repo.tallies(rows.map((r) => r.id));
    const now = clock.now();
    return rows.map((r) =>
      presentPromotionCode(r, tallies.get(r.id) ?? { redemptions: 0, revenue: [] }, now),
    );
  }

  const presentOne = async (row: PromotionCodeRow) => (await present([row]))[0] as PromotionCode;

  return {
    async list() {
      return present(await repo.list());
    },

    async create(input: CreatePromotionCodeInput, createdBy: string) {
      const expiresAt = input.expiresOn ? endOfBusinessDay(input.expiresOn) : null;
      if (expiresAt && expiresAt <= clock.now()) throw new AppError(422, es.promotions.expiresInvalid);
      const planIds = [...new Set(input.planIds)];
      if (planIds.length > 0 && (await deps.plans.summaries(planIds)).size !== planIds.length)
        throw new AppError(422, es.promotions.plansInvalid);
      const percent = input.kind === 'percent';
      const row = await repo.insert({
        code: input.code,
        percentOff: percent ? (input.percentOff ?? null) : null,
        amountOff: percent ? null : (input.amountOff ?? null),
        currency: percent ? null : (input.currency ?? null),
        duration: input.duration,
        durationMonths: input.duration === 'repeating' ? (input.durationMonths ?? null) : null,
        expiresAt,
        maxRedemptions: input.maxRedemptions ?? null,
        planIds,
        createdBy,
      });
      if (!row) throw conflict(es.promotions.codeTaken);
      return presentOne(row);
    },

    async setActive(id: string, isActive: boolean) {
      const row = await repo.setActive(id, isActive, clock.now());
      if (!row) throw notFound();
      return presentOne(row);
    },

    /** The codes' texts by id, for the orders that redeemed them. */
    async codesByIds(ids: string[]): Promise<Map<string, string>> {
      const rows = await repo.codesByIds([...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, r.code]));
    },

    async redemptions(id: string): Promise<PromotionRedemptionsAnswer['data']> {
      if (!(await repo.findById(id))) throw notFound();
      const rows = await repo.redemptions(id);
      const contacts = await deps.users.contacts(rows.map((r) => r.user_id));
      return rows.map((r) => {
        const c = contacts.get(r.user_id);
        return {
          paymentId: r.id,
          createdAt: new Date(r.created_at).toISOString(),
          status: r.status,
          customer: c
            ? { name: [c.name, c.lastName].filter(Boolean).join(' '), email: c.email, deleted: c.deleted }
            : { name: '', email: '', deleted: true },
          plan: r.plan_name,
          amount: Number(r.amount),
          discount: Number(r.discount_amount ?? 0),
          currency: r.currency,
        };
      });
    },

    /**
     * The code as typed, if it can be used on `plan` now: switched on, not past its date, meant
     * for the plan, and (an amount) in the plan's currency. Its limit and the buyer's own earlier
     * use are counted by the checkout, in the transaction that records the purchase.
     */
    async applicable(code: string, plan: PlanForCode): Promise<PromotionCodeRow> {
      const row = await repo.findByCode(code);
      if (!row || !row.isActive) throw new AppError(404, es.promotions.codeNotFound);
      if (codeStatus(row, 0, clock.now()) === 'expired') throw new AppError(422, es.promotions.codeExpired);
      const forPlan = row.planIds.length === 0 || row.planIds.includes(plan.id);
      const inCurrency = row.currency === null || row.currency === plan.currency.toUpperCase();
      if (!forPlan || !inCurrency) throw new AppError(422, es.promotions.codeNotForPlan);
      return row;
    },
  };
}
export type PromotionsService = ReturnType<typeof promotionsService>;
