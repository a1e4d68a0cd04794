/** Pure formatters shared by the web app and the server (es-ES unless the spec says otherwise). */

/** Landing price label: '$0 / mes', '$X / año' for 365 days, otherwise '$X / mes'. */
export function priceLabel(price: number, durationDays: number): string {
  if (price === 0) return '$0 / mes';
  const amount = Number.isInteger(price) ? String(price) : price.toFixed(2);
  return durationDays === 365 ? `$${amount} / año` : `$${amount} / mes`;
}

/** Duration as m:ss; '0:00' when the value is not a finite, non-negative number. */
export function formatDuration(seconds: unknown): string {
  const n = typeof seconds === 'number' ? seconds : Number(seconds);
  if (!Number.isFinite(n) || n < 0) return '0:00';
  const total = Math.floor(n);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** Duration as hh:mm:ss (statistics). */
export function formatHms(seconds: unknown): string {
  const n = typeof seconds === 'number' ? seconds : Number(seconds);
  const total = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((v) => String(v).padStart(2, '0')).join(':');
}

/** File size as Bytes/KB/MB/GB with 2 decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  return `${(bytes / 1024 ** i).toFixed(2)} ${units[i]}`;
}

/** File date in the file manager: short month, day, hour and minute, in US English, Spain's time. */
export function formatFileDate(date: Date | string | number): string {
  return formatValid(fileDate, date);
}
const fileDate = /* @__PURE__ */ inSpain('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatMoney(amount: number, currency = 'USD'): string {
  return new Intl.NumberFormat('es-ES', { style: 'currency', currency }).format(amount);
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
function inSpain(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  return onFirstUse(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: BUSINESS_TIME_ZONE }));
}
/** `date` written by `format`; '' when it is not a valid date. */
function formatValid(format: () => Intl.DateTimeFormat, date: Date | string | number): string {
  const d = new Date(date);
  return Number.isNaN(d.getTime()) ? '' : format().format(d);
}

const mediumDate = /* @__PURE__ */ inSpain('es-ES', { dateStyle: 'medium' });
const mediumDateTime = /* @__PURE__ */ inSpain('es-ES', { dateStyle: 'medium', timeStyle: 'short' });
const numericDate = /* @__PURE__ */ inSpain('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** '30 nov 2027': the day in Spain's time zone. */
export function formatDate(date: Date | string | number): string {
  return formatValid(mediumDate, date);
}

/** '30 nov 2027, 0:30': the day and time in Spain's time zone. */
export function formatDateTime(date: Date | string | number): string {
  return formatValid(mediumDateTime, date);
}

/** '30/11/2027': the day in Spain's time zone, in figures. */
export function formatNumericDate(date: Date | string | number): string {
  return formatValid(numericDate, date);
}

/** A moment's calendar day in Spain's time zone, as YYYY-MM-DD. */
export function businessDay(date: Date | string | number): string {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const part: Record<string, string> = {};
  for (const p of isoDayParts().formatToParts(d)) part[p.type] = p.value;
  return `${part.year}-${part.month}-${part.day}`;
}
/** The instant Spain's calendar day of `date` began: its 00:00 in Madrid, summer time or not. */
export function businessMidnight(date: Date | string | number): Date {
  const day = businessDay(date);
  if (!day) return new Date(Number.NaN);
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // Madrid's midnight is its offset before UTC's; the offset at that instant (not at `date`: a
  // change to summer time or back may lie between) is found in two steps.
  const guess = utcMidnight - offsetAt(utcMidnight);
  return new Date(utcMidnight - offsetAt(guess));
}
/**
 * The instant Spain's wall clock reads `value` ('2026-12-05T09:00', a datetime-local field's
 * value); an invalid date for a value of another shape. At the hour summer time skips, the wall
 * time after the jump is meant; at the hour it repeats, the first.
 */
export function fromBusinessWallClock(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return new Date(Number.NaN);
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(wall)) return new Date(Number.NaN);
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

/** Spain's wall clock at `date`, as a datetime-local field's value ('2026-12-05T09:00'); '' when invalid. */
export function toBusinessWallClock(date: Date | string | number): string {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const part: Record<string, string> = {};
  for (const p of wallClock().formatToParts(d)) part[p.type] = p.value;
  return `${part.year}-${part.month}-${part.day}T${String(Number(part.hour) % 24).padStart(2, '0')}:${part.minute}`;
}

/** How far Madrid's wall clock is ahead of UTC at the instant `ms`, in milliseconds. */
function offsetAt(ms: number): number {
  const part: Record<string, string> = {};
  for (const p of wallClock().formatToParts(new Date(ms))) part[p.type] = p.value;
  const wall = Date.UTC(
    Number(part.year),
    Number(part.month) - 1,
    Number(part.day),
    Number(part.hour) % 24,
    Number(part.minute),
    Number(part.second),
  );
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}
const wallClock = /* @__PURE__ */ inSpain('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const isoDayParts = /* @__PURE__ */ inSpain('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** Category label on the results page: underscores as spaces, uppercase. */
export function categoryLabel(slug: string): string {
  return slug.replaceAll('_', ' ').toUpperCase();
}

/** Slug from a Spanish name: lowercase ASCII, underscores. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFD')
      // biome-ignore lint/suspicious/noMisleadingCharacterClass: strips the combining marks NFD split off
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
  );
}

/** Initial letter for avatar fallbacks. */
export function initialOf(name: string | null | undefined): string {
  const c = (name ?? '').trim().charAt(0);
  return c ? c.toUpperCase() : '?';
}

/** Timestamped file name: the timestamp goes before the extension. */
export function timestampedName(fileName: string, now = Date.now()): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return `${fileName}_${now}`;
  return `${fileName.slice(0, dot)}_${now}${fileName.slice(dot)}`;
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
