/** Copy of the landing; see ./index.ts. */
export const notFound = {
  pageTitle: 'Sanarte | Página no encontrada',
};
