import type { PromotionCode, PromotionDiscount } from '@sanarte/shared';
import type { CodeTally, PromotionCodeRow } from './promotions.repository.js';

/** What a code takes off, as the answers carry it. */
export const presentDiscount = (r: PromotionCodeRow): PromotionDiscount => ({
  percentOff: r.percentOff,
  amountOff: r.amountOff,
  currency: r.currency,
  duration: r.duration === 'repeating' ? 'repeating' : 'once',
  durationMonths: r.durationMonths,
});

/** Whether a code can be used now, and if not why: switched off, past its date, or used up. */
export function codeStatus(r: PromotionCodeRow, redemptions: number, now: Date): PromotionCode['status'] {
  if (!r.isActive) return 'inactive';
  if (r.expiresAt && r.expiresAt <= now) return 'expired';
  if (r.maxRedemptions !== null && redemptions >= r.maxRedemptions) return 'exhausted';
  return 'active';
}

export function presentPromotionCode(r: PromotionCodeRow, tally: CodeTally, now: Date): PromotionCode {
  return {
    _id: r.id,
    code: r.code,
    ...presentDiscount(r),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    maxRedemptions: r.maxRedemptions,
    planIds: r.planIds,
    isActive: r.isActive,
    status: codeStatus(r, tally.redemptions, now),
    redemptions: tally.redemptions,
    revenue: tally.revenue,
    createdAt: r.createdAt.toISOString(),
  };
}
