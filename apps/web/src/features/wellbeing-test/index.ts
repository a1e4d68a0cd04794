/**
 * The wellbeing test's public surface: its route (the page loads on first visit), the questionnaire
 * (Mis Tests retakes it in the panel) and the catalogue's names a result shows. Re-exports only.
 */
export { type CatalogueNames, catalogueNames } from './catalogue-names';
export { Questionnaire } from './components/questionnaire';
export { wellbeingTestRoutes } from './routes';
