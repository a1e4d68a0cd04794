/** The site footer's element id: its deferred hydration finds it by this id. */
export const FOOTER_ID = 'pie-de-pagina';
