/**
 * The shape of the legal texts (terms, privacy policy, cookie policy, legal notice): each a title,
 * an intro and numbered sections whose blocks are paragraphs, sub-headings, lists, tables or the
 * cookie-settings button. Every text is built from the business identity (getSiteIdentity), never
 * from fixed names or addresses. Rendered by pages/legal-document.tsx; loaded only with the pages.
 */

/** A piece of a paragraph: text, or a link (a page of the site, an e-mail, another site). */
export type LegalInline =
  | string
  | { strong: string }
  | { page: string; label: string }
  | { email: string }
  | { site: string; label: string };

export type LegalText = string | LegalInline[];

export type LegalTable = {
  caption: string;
  columns: string[];
  /** One row per item; the first cell names it (a cookie or storage name, shown as code). */
  rows: string[][];
};

export type LegalBlock =
  | LegalText
  | { heading: string }
  | { list: LegalText[] }
  | { table: LegalTable }
  /** The «Configurar cookies» button (the cookie policy). */
  | { cookieSettings: string };

export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };

export type LegalDocument = {
  pageTitle: string;
  title: string;
  subtitle: string;
  /** «Versión 1 · Última actualización: …». */
  updated: string;
  intro: LegalText;
  sections: LegalSection[];
};

/** Labels every legal page shares. */
export const legalLabels = {
  tocLabel: 'Contenido',
  backHome: 'Volver al inicio',
  newTab: '(se abre en una pestaña nueva)',
};

/** '2026-11-24' → '24 de noviembre de 2026'. */
export function longDate(isoDay: string): string {
  return new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}
