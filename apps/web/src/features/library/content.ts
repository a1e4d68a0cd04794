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

  // Mi Biblioteca when the app is offline: the audios downloaded on this device.
  offlineTitle: 'Tus descargas',
  offlineNote: 'Estás sin conexión. Puedes escuchar los audios que descargaste.',
  offlineEmpty:
    'Todavía no has descargado ningún audio. Cuando vuelvas a tener conexión, descarga audios desde Mi Biblioteca para escucharlos sin internet.',
  offlineLoading: 'Cargando tus descargas...',
};
