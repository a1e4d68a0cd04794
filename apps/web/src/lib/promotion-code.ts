import { es } from '@sanarte/shared';
import { isApiError } from './api';
import { session, storageKeys } from './storage';

/**
 * The promotion code a buyer applied in the landing's pricing section, kept in session storage
 * through the steps before the checkout (the test, the mini plan's themes, signing up); the
 * checkout page sends it, and it is forgotten once a payment is confirmed or the buyer removes it.
 */
export function storedPromotionCode(): string | null {
  return session.get(storageKeys.promotionCode)?.trim() || null;
}

export function rememberPromotionCode(code: string): void {
  session.set(storageKeys.promotionCode, code);
}

export function forgetPromotionCode(): void {
  session.remove(storageKeys.promotionCode);
}

/** The statuses a refused code comes back with (format, unknown, not for this plan, used up). */
const CODE_STATUSES: ReadonlySet<number | string> = new Set([400, 404, 409, 422]);

/**
 * Whether a failed call was refused because of its promotion code (the server's message is one of
 * the code texts), rather than for anything else: buying without the code may then go on.
 */
export function isPromotionCodeError(error: unknown): boolean {
  if (!isApiError(error) || error.fromServer === false || !CODE_STATUSES.has(error.status)) return false;
  const t = es.promotions;
  const codeTexts: string[] = [
    t.codeNotFound,
    t.codeExpired,
    t.codeExhausted,
    t.codeAlreadyUsed,
    t.codeNotForPlan,
    t.codeNotOnUpgrade,
    t.codeFormat,
  ];
  return codeTexts.includes(error.data.message);
}
