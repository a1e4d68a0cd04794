/** Copy of the landing; see ./index.ts. */
export const footer = {
  tagline: 'Terapias de audio personalizadas para tu bienestar.',
  navLabel: 'Enlaces del pie de página',
  socialLabel: 'Redes sociales',
  legalLabel: 'Información legal',
  terms: 'Términos y condiciones',
  newTab: '(se abre en una pestaña nueva)',
};
