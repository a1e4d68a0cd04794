/**
 * Pure formatters shared by the web app and the server (es-ES unless the spec says otherwise):
 * what the landing's first JavaScript uses (a module is bundled whole where it is first used, so
 * the rest lives beside it: spain-time.ts, measures.ts, names.ts; decision 046). Amounts and the
 * medium date are written by spanish-format.ts, without `Intl`, which a page's first use makes
 * load the locale's data (decision 060).
 */
import { spanishDate, spanishMoney, spanishNumber } from './spanish-format.js';

/**
 * Landing price label: '$0 / mes', '$X / año' for 365 days, otherwise '$X / mes' — in dollars as
 * written; a plan in another currency is written as Spain writes it ('9,99 € / mes', '99 € / año').
 */
export function priceLabel(price: number, durationDays: number, currency = 'USD'): string {
  const per = durationDays === 365 ? ' / año' : ' / mes';
  if (currency.toUpperCase() === 'USD' || price === 0) {
    if (price === 0) return '$0 / mes';
    const amount = Number.isInteger(price) ? String(price) : price.toFixed(2);
    return `$${amount}${per}`;
  }
  const digits = Number.isInteger(price) ? 0 : 2;
  const amount =
    spanishMoney(price, currency, digits) ??
    new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(price);
  return `${amount}${per}`;
}

/** '1234', '12.345': a count as es-ES writes it. */
export function formatCount(n: number): string {
  return spanishNumber(n, 0) ?? n.toLocaleString('es-ES');
}

/** '9,99 €', '9,99 US$': an amount as es-ES writes it in its currency. */
export function formatMoney(amount: number, currency = 'USD'): string {
  return (
    spanishMoney(amount, currency) ??
    new Intl.NumberFormat('es-ES', { style: 'currency', currency }).format(amount)
  );
}

/**
 * The business's time zone. Every date and time the product states — in the panel, the
 * back-office, e-mails and exports — is Spain's wall clock, whoever reads it and wherever the
 * server runs, so a page, its confirmation e-mail and a CSV name the same day
 * (docs/decisions/039-dates-in-spains-time.md).
 */
export const BUSINESS_TIME_ZONE = 'Europe/Madrid';

/**
 * A date formatter in Spain's time zone, built on first use (building one takes longer than
 * formatting many dates with it). Its module-level calls are marked pure: a bundle that uses none
 * of a formatter's functions leaves it out (docs/decisions/046-the-landings-first-javascript.md).
 */
export function inSpain(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  return onFirstUse(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: BUSINESS_TIME_ZONE }));
}
/** `date` written by `format`; '' when it is not a valid date. */
export function formatValid(format: () => Intl.DateTimeFormat, date: Date | string | number): string {
  const d = new Date(date);
  return Number.isNaN(d.getTime()) ? '' : format().format(d);
}

/**
 * `date` in one of Spain's written forms, by spanish-format.ts, or by `format` (the same form
 * through `Intl`) for a year its rule leaves out; '' when it is not a valid date.
 */
export function formatInSpain(
  form: Parameters<typeof spanishDate>[1],
  format: () => Intl.DateTimeFormat,
  date: Date | string | number,
): string {
  const ms = new Date(date).getTime();
  if (Number.isNaN(ms)) return '';
  return spanishDate(ms, form) ?? format().format(ms);
}

const mediumDate = /* @__PURE__ */ inSpain('es-ES', { dateStyle: 'medium' });

/** '30 nov 2027': the day in Spain's time zone. */
export function formatDate(date: Date | string | number): string {
  return formatInSpain('medium', mediumDate, date);
}

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
