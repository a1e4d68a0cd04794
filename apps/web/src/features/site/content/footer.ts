/** Copy of the landing; see ./index.ts. */
export const footer = {
  tagline: 'Terapias de audio personalizadas para tu bienestar.',
  navLabel: 'Enlaces del pie de página',
  socialLabel: 'Redes sociales',
  legalLabel: 'Información legal',
  terms: 'Términos y condiciones',
  privacyPolicy: 'Política de privacidad',
  cookiePolicy: 'Política de cookies',
  legalNotice: 'Aviso legal',
  newTab: '(se abre en una pestaña nueva)',
  /**
   * The company name is a token in the prerendered landing, replaced by the server: the line must
   * read the same whatever the name ends with (so no full stop right after it).
   */
  copyright: (year: number, companyName: string) =>
    `© ${year} ${companyName} · Todos los derechos reservados.`,
};
