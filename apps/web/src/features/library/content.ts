import { formatDuration } from '@sanarte/shared';

/**
 * Copy of Mi Biblioteca (the player's is features/player/content.ts).
 * House style: one content module per feature.
 */
export const libraryCopy = {
  navLabel: 'Mi Biblioteca',
  pageTitle: 'Sanarte | Mi Biblioteca',
  title: 'Mi Biblioteca',
  intro: 'Las terapias que abre tu plan. Ponte cómodo, respira y elige una.',
  searchLabel: 'Buscar por título, tema o etiqueta',
  searchPlaceholder: 'Ansiedad, sueño, autoestima...',
  clearSearch: 'Borrar búsqueda',
  loading: 'Cargando tu biblioteca...',
  loadError: 'No se pudo cargar tu biblioteca.',
  retry: 'Intentar de nuevo',
  results: (n: number) => (n === 1 ? '1 audio' : `${n} audios`),
  noResults: (q: string) => `No encontramos audios para «${q}».`,
  noResultsHint: 'Prueba con otra palabra o borra la búsqueda.',
  emptyTitle: 'Tu biblioteca está vacía',
  emptyText: 'Con un plan activo encontrarás aquí tus terapias de audio para escucharlas cuando quieras.',
  viewPlans: 'Ver Planes',
  noAudios: 'Todavía no hay audios en tu plan.',
  loadingAudio: (title: string) => `Cargando ${title}`,
  nowPlaying: 'Sonando',
  pausedLabel: 'En pausa',
  loadingShort: 'Cargando',
  resumeFrom: (seconds: number) => `Continúa en ${formatDuration(seconds)}`,
  durationLabel: (seconds: number) => `Duración ${formatDuration(seconds)}`,
  tags: 'Etiquetas',
  /** The mark of an audio released in the last RELEASES.newForDays days (components/new-badge.tsx). */
  newBadge: 'Nuevo',

  // "Para ti": what the listener's test and listening recommend (components/for-you.tsx).
  forYou: {
    title: 'Para ti',
    intro: 'Elegido según tu test de bienestar y lo que vas escuchando.',
    basedOn: 'Según tu test',
    mainCategory: 'Categoría',
    themes: 'Tus temas',
    noTestTitle: 'Aún no has hecho el test',
    noTestText: 'Con tu resultado te recomendaremos tus temas y tus primeros audios.',
    takeTest: 'Hacer el test',
    retakeTest: 'Repetir el test',
    continueListening: 'Continúa donde lo dejaste',
    newThisMonth: 'Nuevo este mes',
    startWith: 'Para empezar',
    notHeard: 'Aún no has escuchado',
    allHeard: 'Ya has escuchado todo lo que te recomendamos. Repite el test cuando quieras descubrir más.',
    loading: 'Cargando tus recomendaciones...',
    loadError: 'No se pudieron cargar tus recomendaciones.',
    notInPlan: 'No incluido en tu plan',
    viewPlans: 'Ver planes',
    seeLibrary: 'Ver todo en Mi Biblioteca',
  },

  // Mi Biblioteca when the app is offline: the audios downloaded on this device.
  offlineTitle: 'Tus descargas',
  offlineNote: 'Estás sin conexión. Puedes escuchar los audios que descargaste.',
  offlineEmpty:
    'Todavía no has descargado ningún audio. Cuando vuelvas a tener conexión, descarga audios desde Mi Biblioteca para escucharlos sin internet.',
  offlineLoading: 'Cargando tus descargas...',
};
