/**
 * Spain's ways of writing a list and an amount, written out instead of asked of `Intl` for what
 * the pages show as they first render: a page's first `Intl` use loads the browser's locale data,
 * 35–118 ms of main thread in Chromium here (docs/decisions/060-spanish-formats-without-intl.md).
 * The landing's first JavaScript carries this module; dates are in spanish-date.ts, the rest in
 * money.ts and spanish-order.ts. Each function gives exactly what `Intl` gives for es-ES
 * (spanish-format.test.ts holds them to it).
 */

/**
 * 'Salud, Amor y Desarrollo Personal': a list joined as Spanish joins it, with 'e' instead of 'y'
 * before a word that starts with the sound /i/ ('Salud e Imagen', but 'Salud y Hierba'), as
 * `Intl.ListFormat('es', { type: 'conjunction' })` writes it.
 */
export function spanishList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] as string;
  const and = /^(i|hi$|hi[^ae])/i.test(last) ? 'e' : 'y';
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

/**
 * A number as Spain writes it, with `digits` decimals: a decimal comma, and points between
 * thousands from five figures on ('1234,50', '12.345,67'). Rounded half away from zero from the
 * number's shortest decimal form, as `Intl` rounds ('1,01' for 1.005); null from 1e13 on and for
 * what that form writes with an exponent (NaN, below 1e-6), which `Intl` writes.
 */
export function spanishNumber(value: number, digits: number): string | null {
  const shortest = String(Math.abs(value));
  if (!(Math.abs(value) < 1e13) || shortest.includes('e')) return null;
  // The shortest form scaled as text ('1.005e2' is exactly 100.5), then rounded.
  const scaled = String(Math.round(Number(`${shortest}e${digits}`))).padStart(digits + 1, '0');
  const whole = scaled.slice(0, scaled.length - digits);
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, '.') : whole;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${digits > 0 ? `,${scaled.slice(-digits)}` : ''}`;
}

const CURRENCY_SIGNS: Readonly<Record<string, string>> = { EUR: '€', USD: 'US$' };

/**
 * An amount as es-ES writes it ('9,99 €', '9,99 US$', a no-break space before the sign; another
 * currency by its code, as `Intl` writes most: '9,99 GBP'); null where spanishNumber is.
 */
export function spanishMoney(amount: number, currency: string, digits = 2): string | null {
  const figure = spanishNumber(amount, digits);
  const code = currency.toUpperCase();
  return figure && `${figure}\u00a0${CURRENCY_SIGNS[code] ?? code}`;
}
