/**
 * Pure formatters shared by the web app and the server (es-ES unless the spec says otherwise):
 * what the landing's first JavaScript uses (a module is bundled whole where it is first used, so
 * the rest lives beside it: spain-time.ts, money.ts, measures.ts, names.ts; decision 046). Amounts
 * and dates are written by spanish-format.ts and spanish-date.ts, without `Intl`, whose first use
 * in a page loads the locale's data (decision 060).
 */
import { spanishMoney } from './spanish-format.js';

/**
 * Landing price label: '$0 / mes', '$X / año' for 365 days, otherwise '$X / mes' — in dollars as
 * written; a plan in euros as Spain writes it ('9,99 € / mes', '99 € / año').
 */
export function priceLabel(price: number, durationDays: number, currency = 'USD'): string {
  const per = durationDays === 365 ? ' / año' : ' / mes';
  if (currency.toUpperCase() === 'USD' || price === 0) {
    if (price === 0) return '$0 / mes';
    const amount = Number.isInteger(price) ? String(price) : price.toFixed(2);
    return `$${amount}${per}`;
  }
  const digits = Number.isInteger(price) ? 0 : 2;
  const amount = spanishMoney(price, currency, digits) ?? String(price);
  return `${amount}${per}`;
}

/**
 * The business's time zone. Every date and time the product states — in the panel, the
 * back-office, e-mails and exports — is Spain's wall clock, whoever reads it and wherever the
 * server runs, so a page, its confirmation e-mail and a CSV name the same day
 * (docs/decisions/039-dates-in-spains-time.md).
 */
export const BUSINESS_TIME_ZONE = 'Europe/Madrid';

/** Only same-site relative paths are honoured as stored redirects. */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}

/**
 * A value built on its first use instead of as its module loads: for Intl formatters, as a page's
 * first one loads the locale's data (16–37 ms in Chromium here), paid by every page that loads the
 * module even if it never formats anything.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    if (value === undefined) value = build();
    return value;
  };
}
