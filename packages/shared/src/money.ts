/**
 * Amounts and counts as es-ES writes them, beyond the landing's plan prices (format.ts): the
 * panel's and the back-office's. A module of its own, so the landing's first JavaScript does not
 * carry it (decision 046); written without `Intl` where spanish-format.ts covers it (decision 060).
 */
import { spanishMoney, spanishNumber } from './spanish-format.js';

/** '9,99 €', '9,99 US$': an amount as es-ES writes it in its currency (Intl for NaN and the like). */
export function formatMoney(amount: number, currency = 'USD'): string {
  return (
    spanishMoney(amount, currency) ??
    new Intl.NumberFormat('es-ES', { style: 'currency', currency }).format(amount)
  );
}

/** '1234', '12.345': a count as es-ES writes it. */
export function formatCount(n: number): string {
  return spanishNumber(n, 0) ?? n.toLocaleString('es-ES');
}
