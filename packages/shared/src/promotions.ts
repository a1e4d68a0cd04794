import { es } from './messages/es.js';
import { formatMoney } from './money.js';

/** What a promotion code takes off, and for how long. */
export interface DiscountTerms {
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
  duration: 'once' | 'repeating';
  durationMonths: number | null;
}

/** «50 % de descuento en el primer pago», «5,00 € de descuento durante 3 meses». */
export function describeDiscount(d: DiscountTerms): string {
  const value =
    d.percentOff !== null ? `${d.percentOff} %` : formatMoney(d.amountOff ?? 0, d.currency ?? undefined);
  if (d.duration === 'once' || !d.durationMonths) return es.promotions.discountOnce.replace('{value}', value);
  if (d.durationMonths === 1) return es.promotions.discountOneMonth.replace('{value}', value);
  return es.promotions.discountMonths.replace('{value}', value).replace('{n}', String(d.durationMonths));
}

/**
 * What a code takes off a charge of `price` minor units, as the payment provider computes it
 * (a percentage rounded to the nearest cent; an amount, at most the whole charge).
 */
export function discountOn(price: number, d: Pick<DiscountTerms, 'percentOff' | 'amountOff'>): number {
  if (d.percentOff !== null) return Math.round((price * d.percentOff) / 100);
  return Math.min(price, Math.round((d.amountOff ?? 0) * 100));
}
